import { Dropdown, DropdownItem, DropdownList, MenuToggle } from "@patternfly/react-core";
import { useState } from "react";
import { useTranslation } from "react-i18next";

/** How a mapper is added: copied from the server's predefined ones, or configured from a type. */
export type AddMapperWay = "predefined" | "configure";

/** The "Add mapper" menu of a mapper list: from the predefined mappers, or by configuration. */
export function AddMapperMenu({
  onChoose,
  variant = "primary",
}: {
  onChoose: (way: AddMapperWay) => void;
  variant?: "primary" | "secondary";
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const choose = (way: AddMapperWay) => {
    setOpen(false);
    onChoose(way);
  };
  return (
    <Dropdown
      isOpen={open}
      onOpenChange={setOpen}
      toggle={(toggleRef) => (
        <MenuToggle
          ref={toggleRef}
          variant={variant}
          isExpanded={open}
          onClick={() => {
            setOpen(!open);
          }}
        >
          {t("protocolMappers.add.open")}
        </MenuToggle>
      )}
    >
      <DropdownList>
        <DropdownItem
          description={t("protocolMappers.add.predefinedHint")}
          onClick={() => {
            choose("predefined");
          }}
        >
          {t("protocolMappers.add.predefined")}
        </DropdownItem>
        <DropdownItem
          description={t("protocolMappers.add.configureHint")}
          onClick={() => {
            choose("configure");
          }}
        >
          {t("protocolMappers.add.configure")}
        </DropdownItem>
      </DropdownList>
    </Dropdown>
  );
}
