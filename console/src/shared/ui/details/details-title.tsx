import {
  Dropdown,
  DropdownItem,
  DropdownList,
  Flex,
  FlexItem,
  MenuToggle,
  Title,
} from "@patternfly/react-core";
import { EllipsisVIcon } from "@patternfly/react-icons";
import { useState, type ReactNode } from "react";

/** One entry of a details page's actions menu. */
export interface DetailsAction {
  /** Stable React key of the entry. */
  id: string;
  label: string;
  onSelect: () => void;
  /** Marks actions that destroy something, e.g. deleting the object. */
  isDanger?: boolean;
  /** Shown but not usable; say why in `description`. */
  isAriaDisabled?: boolean;
  description?: string;
}

/**
 * The title row of a details page: the object's name as the page heading, its state labels next to
 * it, and a kebab menu with the actions on the whole object. Each page builds its own actions and
 * their dialogs; pass only those the administrator may take, and the menu is left out when none is
 * left. Choosing an entry closes the menu before it runs.
 *
 * @example
 * <DetailsTitle title={role.name} actionsLabel={t("roles.details.actions")}
 *   actions={canManage ? [{ id: "delete", label: t("roles.delete.open"), isDanger: true, onSelect: askDelete }] : []} />
 */
export function DetailsTitle({
  title,
  labels,
  actionsLabel,
  actions,
}: {
  title: ReactNode;
  /** State labels shown after the title, each in its own `FlexItem`. */
  labels?: ReactNode;
  /** Accessible name of the kebab toggle. */
  actionsLabel: string;
  actions: readonly DetailsAction[];
}) {
  const [open, setOpen] = useState(false);
  return (
    <Flex
      justifyContent={{ default: "justifyContentSpaceBetween" }}
      alignItems={{ default: "alignItemsCenter" }}
    >
      <Flex spaceItems={{ default: "spaceItemsMd" }} alignItems={{ default: "alignItemsCenter" }}>
        <FlexItem>
          <Title headingLevel="h1">{title}</Title>
        </FlexItem>
        {labels}
      </Flex>
      {actions.length > 0 && (
        <FlexItem>
          <Dropdown
            isOpen={open}
            onOpenChange={setOpen}
            popperProps={{ position: "right" }}
            toggle={(toggleRef) => (
              <MenuToggle
                ref={toggleRef}
                variant="plain"
                aria-label={actionsLabel}
                isExpanded={open}
                onClick={() => {
                  setOpen(!open);
                }}
                icon={<EllipsisVIcon />}
              />
            )}
          >
            <DropdownList>
              {actions.map((action) => (
                <DropdownItem
                  key={action.id}
                  isDanger={action.isDanger}
                  isAriaDisabled={action.isAriaDisabled}
                  description={action.description}
                  onClick={() => {
                    setOpen(false);
                    action.onSelect();
                  }}
                >
                  {action.label}
                </DropdownItem>
              ))}
            </DropdownList>
          </Dropdown>
        </FlexItem>
      )}
    </Flex>
  );
}
