import { Button, Content, Flex, FlexItem, List, ListItem, Spinner } from "@patternfly/react-core";
import { AngleDownIcon, AngleRightIcon } from "@patternfly/react-icons";
import { useQueries } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { groupLevelQuery } from "@/shared/group-picker/api/group-level-query";
import type { PickerGroup } from "@/shared/group-picker/group-choice";
import { toGroups } from "@/shared/paths/group-paths";
import { childTrail } from "../trail";

/** Groups per request on each level of the tree; more come a page at a time on request. */
const treePageSize = 20;

/**
 * The group tree for browsing beside the list: each level loads its first page when opened and
 * further pages only when asked for, so a group with thousands of sub-groups opens with one
 * request. Every name leads to the group in its place in the tree.
 */
export function GroupTree({ currentId }: { currentId: string | undefined }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("groups.tree.label")}>
      <TreeLevel parentTrail={[]} currentId={currentId} />
    </nav>
  );
}

function TreeLevel({
  parentId,
  parentTrail,
  currentId,
}: {
  parentId?: string;
  parentTrail: readonly string[];
  currentId: string | undefined;
}) {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const [pages, setPages] = useState(1);
  const levels = useQueries({
    queries: Array.from({ length: pages }, (_, page) =>
      groupLevelQuery(client, realm, parentId, page * treePageSize, treePageSize),
    ),
  });
  const groups = levels.flatMap((level) => level.data?.groups ?? []);
  const last = levels.at(-1);

  return (
    <>
      {groups.length > 0 && (
        <List isPlain>
          {groups.map((group) => (
            <TreeNode
              key={group.id}
              group={group}
              trail={childTrail(parentTrail, group.id)}
              currentId={currentId}
            />
          ))}
        </List>
      )}
      {last?.isPending === true && <Spinner size="sm" aria-label={t("groups.tree.loading")} />}
      {last?.isError === true && <Content component="p">{t("groups.tree.loadError")}</Content>}
      {last?.data?.more === true && (
        <Button
          variant="link"
          isInline
          onClick={() => {
            setPages(pages + 1);
          }}
        >
          {t("groups.tree.more")}
        </Button>
      )}
    </>
  );
}

function TreeNode({
  group,
  trail,
  currentId,
}: {
  group: PickerGroup;
  trail: string[];
  currentId: string | undefined;
}) {
  const { t } = useTranslation();
  const realm = useRealm();
  const [open, setOpen] = useState(false);
  const hasChildren = (group.subGroupCount ?? 0) > 0;
  return (
    <ListItem>
      <Flex flexWrap={{ default: "nowrap" }} spaceItems={{ default: "spaceItemsXs" }}>
        <FlexItem>
          {hasChildren ? (
            <Button
              variant="plain"
              size="sm"
              aria-expanded={open}
              aria-label={t(open ? "groups.tree.collapse" : "groups.tree.expand", {
                name: group.name,
              })}
              icon={
                open ? <AngleDownIcon /> : <AngleRightIcon className="pf-v6-m-mirror-inline-rtl" />
              }
              onClick={() => {
                setOpen(!open);
              }}
            />
          ) : (
            // Keeps names of leaves in line with names of groups that open.
            <span className="pf-v6-c-button pf-m-plain pf-m-small" aria-hidden="true" />
          )}
        </FlexItem>
        <FlexItem alignSelf={{ default: "alignSelfCenter" }}>
          <Link
            to={toGroups({ realm, trail })}
            {...(group.id === currentId && { "aria-current": "page" as const })}
          >
            {group.id === currentId ? <strong>{group.name}</strong> : group.name}
          </Link>
        </FlexItem>
      </Flex>
      {open && (
        <div style={{ paddingInlineStart: "var(--pf-t--global--spacer--md)" }}>
          <TreeLevel parentId={group.id} parentTrail={trail} currentId={currentId} />
        </div>
      )}
    </ListItem>
  );
}
