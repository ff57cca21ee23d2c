import type { ServerInfoRepresentation } from "@gatehouse/admin-client";
import { List, ListItem, SearchInput, Stack, StackItem } from "@patternfly/react-core";
import { Table, Tbody, Td, Th, Thead, Tr } from "@patternfly/react-table";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";

export interface ProvidersPanelProps {
  serverInfo: ServerInfoRepresentation;
}

interface SpiRow {
  spi: string;
  providers: string[];
}

/** Lists each service provider interface of the server with its providers, filtered as you type. */
export function ProvidersPanel({ serverInfo }: ProvidersPanelProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState("");
  const rows = useMemo<SpiRow[]>(
    () =>
      Object.entries(serverInfo.providers ?? {})
        .map(([spi, info]) => ({ spi, providers: Object.keys(info.providers).sort() }))
        .sort((a, b) => a.spi.localeCompare(b.spi)),
    [serverInfo.providers],
  );
  const term = search.trim().toLowerCase();
  const shown =
    term === ""
      ? rows
      : rows
          .map((row) =>
            row.spi.toLowerCase().includes(term)
              ? row
              : {
                  ...row,
                  providers: row.providers.filter((id) => id.toLowerCase().includes(term)),
                },
          )
          .filter((row) => row.providers.length > 0 || row.spi.toLowerCase().includes(term));

  return (
    <Stack hasGutter>
      <StackItem>
        <SearchInput
          aria-label={t("home.providers.search")}
          placeholder={t("home.providers.search")}
          value={search}
          onChange={(_event, value) => {
            setSearch(value);
          }}
          onClear={() => {
            setSearch("");
          }}
          resetButtonLabel={t("home.providers.clearSearch")}
        />
      </StackItem>
      <StackItem>
        <Table aria-label={t("home.providers.tableLabel")} variant="compact">
          <Thead>
            <Tr>
              <Th width={30}>{t("home.providers.spi")}</Th>
              <Th>{t("home.providers.providers")}</Th>
            </Tr>
          </Thead>
          <Tbody>
            {shown.length === 0 ? (
              <Tr>
                <Td colSpan={2}>{t("home.providers.noResults")}</Td>
              </Tr>
            ) : (
              shown.map((row) => (
                <Tr key={row.spi}>
                  <Td dataLabel={t("home.providers.spi")}>{row.spi}</Td>
                  <Td dataLabel={t("home.providers.providers")}>
                    <List isPlain>
                      {row.providers.map((id) => (
                        <ListItem key={id}>{id}</ListItem>
                      ))}
                    </List>
                  </Td>
                </Tr>
              ))
            )}
          </Tbody>
        </Table>
      </StackItem>
    </Stack>
  );
}
