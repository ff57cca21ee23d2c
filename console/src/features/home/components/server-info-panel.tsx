import type { ServerInfoRepresentation } from "@gatehouse/admin-client";
import {
  DescriptionList,
  DescriptionListDescription,
  DescriptionListGroup,
  DescriptionListTerm,
  Label,
  LabelGroup,
  Stack,
  StackItem,
  Title,
} from "@patternfly/react-core";
import { useTranslation } from "react-i18next";
import { formatSize } from "@/shared/lib/format-size";

export interface ServerInfoPanelProps {
  serverInfo: ServerInfoRepresentation;
}

/** The server's version, profile, features (enabled and disabled) and memory. */
export function ServerInfoPanel({ serverInfo }: ServerInfoPanelProps) {
  const { t, i18n } = useTranslation();
  const features = [...(serverInfo.features ?? [])].sort((a, b) => a.name.localeCompare(b.name));
  const enabled = features.filter((feature) => feature.enabled);
  const disabled = features.filter((feature) => !feature.enabled);
  const memory = serverInfo.memoryInfo;
  const size = (bytes: number | undefined) =>
    bytes === undefined ? t("home.serverInfo.unknown") : formatSize(bytes, i18n.language);

  return (
    <Stack hasGutter>
      <StackItem>
        <Title headingLevel="h2">{t("home.serverInfo.serverTitle")}</Title>
        <DescriptionList isHorizontal>
          <DescriptionListGroup>
            <DescriptionListTerm>{t("home.serverInfo.version")}</DescriptionListTerm>
            <DescriptionListDescription>
              {serverInfo.systemInfo?.version ?? t("home.serverInfo.unknown")}
            </DescriptionListDescription>
          </DescriptionListGroup>
          <DescriptionListGroup>
            <DescriptionListTerm>{t("home.serverInfo.profile")}</DescriptionListTerm>
            <DescriptionListDescription>
              {serverInfo.profileInfo?.name ?? t("home.serverInfo.unknown")}
            </DescriptionListDescription>
          </DescriptionListGroup>
          <DescriptionListGroup>
            <DescriptionListTerm>{t("home.serverInfo.enabledFeatures")}</DescriptionListTerm>
            <DescriptionListDescription>
              <FeatureLabels names={enabled.map((feature) => feature.name)} color="blue" />
            </DescriptionListDescription>
          </DescriptionListGroup>
          <DescriptionListGroup>
            <DescriptionListTerm>{t("home.serverInfo.disabledFeatures")}</DescriptionListTerm>
            <DescriptionListDescription>
              <FeatureLabels names={disabled.map((feature) => feature.name)} color="grey" />
            </DescriptionListDescription>
          </DescriptionListGroup>
        </DescriptionList>
      </StackItem>
      <StackItem>
        <Title headingLevel="h2">{t("home.serverInfo.memoryTitle")}</Title>
        <DescriptionList isHorizontal>
          <DescriptionListGroup>
            <DescriptionListTerm>{t("home.serverInfo.totalMemory")}</DescriptionListTerm>
            <DescriptionListDescription>{size(memory?.total)}</DescriptionListDescription>
          </DescriptionListGroup>
          <DescriptionListGroup>
            <DescriptionListTerm>{t("home.serverInfo.freeMemory")}</DescriptionListTerm>
            <DescriptionListDescription>
              {memory?.freePercentage === undefined
                ? size(memory?.free)
                : t("home.serverInfo.freeWithPercentage", {
                    size: size(memory.free),
                    percentage: memory.freePercentage,
                  })}
            </DescriptionListDescription>
          </DescriptionListGroup>
          <DescriptionListGroup>
            <DescriptionListTerm>{t("home.serverInfo.usedMemory")}</DescriptionListTerm>
            <DescriptionListDescription>{size(memory?.used)}</DescriptionListDescription>
          </DescriptionListGroup>
        </DescriptionList>
      </StackItem>
    </Stack>
  );
}

function FeatureLabels({ names, color }: { names: string[]; color: "blue" | "grey" }) {
  const { t } = useTranslation();
  if (names.length === 0) return <>{t("home.serverInfo.noFeatures")}</>;
  return (
    <LabelGroup
      numLabels={names.length}
      aria-label={
        color === "blue"
          ? t("home.serverInfo.enabledFeatures")
          : t("home.serverInfo.disabledFeatures")
      }
    >
      {names.map((name) => (
        <Label key={name} color={color} isCompact>
          {name}
        </Label>
      ))}
    </LabelGroup>
  );
}
