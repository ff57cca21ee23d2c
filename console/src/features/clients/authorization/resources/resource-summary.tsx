import type { ResourceRepresentation } from "@gatehouse/admin-client";
import {
  DescriptionList,
  DescriptionListDescription,
  DescriptionListGroup,
  DescriptionListTerm,
  Label,
  LabelGroup,
} from "@patternfly/react-core";
import { useTranslation } from "react-i18next";
import { ownerName } from "./resource-form-state";

/** A resource's details as its expanded row shows them: URIs, type, scopes, owner. */
export function ResourceSummary({ resource }: { resource: ResourceRepresentation }) {
  const { t } = useTranslation();
  const none = t("authorization.resource.none");
  const uris = resource.uris ?? [];
  const scopes = resource.scopes ?? [];
  const entries: [string, React.ReactNode][] = [
    [
      t("authorization.resource.uris"),
      uris.length === 0 ? none : uris.map((uri, index) => <div key={`${index}-${uri}`}>{uri}</div>),
    ],
    [
      t("authorization.resource.type"),
      resource.type === undefined || resource.type === "" ? none : resource.type,
    ],
    [
      t("authorization.resource.scopes"),
      scopes.length === 0 ? (
        none
      ) : (
        <LabelGroup>
          {scopes.map((scope, index) => (
            <Label key={`${index}-${scope.name ?? ""}`} isCompact>
              {scope.name}
            </Label>
          ))}
        </LabelGroup>
      ),
    ],
    [t("authorization.resource.owner"), ownerName(resource) || none],
    [
      t("authorization.resource.ownerManagedAccess"),
      resource.ownerManagedAccess === true
        ? t("authorization.resource.on")
        : t("authorization.resource.off"),
    ],
  ];
  return (
    <DescriptionList isHorizontal isCompact>
      {entries.map(([term, description]) => (
        <DescriptionListGroup key={term}>
          <DescriptionListTerm>{term}</DescriptionListTerm>
          <DescriptionListDescription>{description}</DescriptionListDescription>
        </DescriptionListGroup>
      ))}
    </DescriptionList>
  );
}
