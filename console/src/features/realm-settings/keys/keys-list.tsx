import type { KeyMetadataRepresentation, KeyStatus } from "@gatehouse/admin-client";
import { Button, Flex, ToolbarItem } from "@patternfly/react-core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { OptionSelect } from "@/shared/ui/form/option-select";
import { ClientDataTable } from "@/shared/ui/table/client-data-table";
import { EmptyListState } from "@/shared/ui/table/table-states";
import type { TableColumn } from "@/shared/ui/table/table-types";
import { useTableState } from "@/shared/ui/table/use-table-state";
import { useFormatDateTime } from "@/shared/ui/time/format-date-time";
import { keyProvidersQuery } from "../api/key-providers-query";
import { realmKeysQuery } from "../api/realm-keys-query";
import { toKeyProvider } from "../paths";
import { KeyMaterialDialog, type KeyMaterial } from "./key-material-dialog";

const statuses = ["ACTIVE", "PASSIVE", "DISABLED"] as const satisfies readonly KeyStatus[];
type StatusFilter = (typeof statuses)[number];
const filterNames = ["status"];

/**
 * The realm's keys of one status (active by default): algorithm, type, key id, use, the provider
 * that holds each and how long it is valid. A key's public key and certificate open in a dialog
 * that copies them. The server lists every key at once, so the list is searched here.
 */
export function KeysList({ realmId }: { realmId: string }) {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const formatDateTime = useFormatDateTime();
  const keys = useQuery(realmKeysQuery(client, realm));
  const providers = useQuery(keyProvidersQuery(client, realm, realmId));
  const table = useTableState({ filterNames });
  const [material, setMaterial] = useState<KeyMaterial>();
  const status: StatusFilter =
    statuses.find((known) => known === table.filters["status"]) ?? "ACTIVE";

  const all = keys.data ?? [];
  const rows = all.filter((key) => key.status === status);
  const providerOf = (key: KeyMetadataRepresentation) =>
    providers.data?.find((provider) => provider.id === key.providerId);
  const statusLabel = (value: StatusFilter) =>
    value === "ACTIVE"
      ? t("realmSettings.keys.status.active")
      : value === "PASSIVE"
        ? t("realmSettings.keys.status.passive")
        : t("realmSettings.keys.status.disabled");

  const columns: TableColumn<KeyMetadataRepresentation>[] = [
    {
      id: "algorithm",
      title: t("realmSettings.keys.algorithm"),
      cell: (key) => key.algorithm,
      value: (key) => key.algorithm,
      sortable: true,
      width: 10,
    },
    {
      id: "type",
      title: t("realmSettings.keys.type"),
      cell: (key) => key.type,
      value: (key) => key.type,
      sortable: true,
      width: 10,
    },
    {
      id: "kid",
      title: t("realmSettings.keys.kid"),
      cell: (key) => key.kid,
      value: (key) => key.kid,
      truncate: true,
      width: 20,
    },
    {
      id: "use",
      title: t("realmSettings.keys.use"),
      cell: (key) => key.use,
      value: (key) => key.use,
      width: 10,
    },
    {
      id: "provider",
      title: t("realmSettings.keys.provider"),
      cell: (key) => {
        const provider = providerOf(key);
        if (provider?.id === undefined) return key.providerId;
        return (
          <Link
            to={toKeyProvider({
              realm,
              id: provider.id,
              providerType: provider.providerId ?? "",
            })}
          >
            {provider.name}
          </Link>
        );
      },
      value: (key) => providerOf(key)?.name ?? key.providerId,
      sortable: true,
    },
    {
      id: "validTo",
      title: t("realmSettings.keys.validTo"),
      cell: (key) => (key.validTo === undefined ? "" : formatDateTime(key.validTo)),
      value: (key) => key.validTo,
      sortable: true,
    },
    {
      id: "publicKeys",
      title: t("realmSettings.keys.publicKeys"),
      cell: (key) => (
        <Flex spaceItems={{ default: "spaceItemsSm" }}>
          {key.publicKey !== undefined && (
            <Button
              variant="secondary"
              size="sm"
              aria-label={t("realmSettings.keys.showPublicKeyOf", { kid: key.kid })}
              onClick={() => {
                setMaterial({
                  title: t("realmSettings.keys.publicKeyOf", { kid: key.kid }),
                  value: key.publicKey ?? "",
                });
              }}
            >
              {t("realmSettings.keys.publicKey")}
            </Button>
          )}
          {key.certificate !== undefined && (
            <Button
              variant="secondary"
              size="sm"
              aria-label={t("realmSettings.keys.showCertificateOf", { kid: key.kid })}
              onClick={() => {
                setMaterial({
                  title: t("realmSettings.keys.certificateOf", { kid: key.kid }),
                  value: key.certificate ?? "",
                });
              }}
            >
              {t("realmSettings.keys.certificate")}
            </Button>
          )}
        </Flex>
      ),
    },
  ];

  const statusSelect = (
    <OptionSelect<StatusFilter>
      ariaLabel={t("realmSettings.keys.filter")}
      options={statuses.map((key) => ({ key, label: statusLabel(key) }))}
      selected={status}
      onSelect={(chosen) => {
        // Active is the default: it stays out of the address.
        table.setFilters({ status: chosen === "ACTIVE" ? undefined : chosen });
      }}
    />
  );

  return (
    <>
      {material !== undefined && (
        <KeyMaterialDialog
          material={material}
          onClose={() => {
            setMaterial(undefined);
          }}
        />
      )}
      <ClientDataTable<KeyMetadataRepresentation>
        state={table}
        rows={rows}
        isLoading={keys.isPending}
        error={keys.error ?? undefined}
        onRefresh={() => {
          void keys.refetch();
          void providers.refetch();
        }}
        ariaLabel={t("realmSettings.keys.table")}
        searchPlaceholder={t("realmSettings.keys.search")}
        rowKey={(key) => `${key.providerId ?? ""}/${key.kid ?? ""}/${key.algorithm ?? ""}`}
        rowLabel={(key) => key.kid ?? ""}
        defaultSort={{ column: "algorithm", direction: "asc" }}
        columns={columns}
        toolbarItems={() => <ToolbarItem>{statusSelect}</ToolbarItem>}
        emptyState={
          <EmptyListState
            title={
              all.length === 0
                ? t("realmSettings.keys.empty.noneTitle")
                : t("realmSettings.keys.empty.otherStatusTitle")
            }
            body={
              all.length === 0
                ? t("realmSettings.keys.empty.none")
                : t("realmSettings.keys.empty.otherStatus")
            }
            // The filter alone can hide every key: keep it at hand to choose another status.
            action={all.length > 0 && statusSelect}
          />
        }
      />
    </>
  );
}
