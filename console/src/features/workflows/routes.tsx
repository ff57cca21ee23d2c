import { lazyPage, type AppRoute } from "@/shared/access/app-route";
import { readTableState } from "@/shared/ui/table/table-address";
import { addressPageRequest, tablePageQuery } from "@/shared/ui/table/table-page-query";
import { workflowsServerNeeds } from "@/shared/access/rules";
import { serverInfoQuery } from "@/shared/api/console-queries";
import { Feature, isFeatureEnabled } from "@/shared/api/features";
import { workflowsQuery } from "./api/workflows-query";
import { newWorkflowPath, workflowsPath } from "./paths";

const WorkflowsPage = lazyPage(
  () => import("./workflows.page"),
  (module) => module.WorkflowsPage,
);

const NewWorkflowPage = lazyPage(
  () => import("./new-workflow.page"),
  (module) => module.NewWorkflowPage,
);

export const workflowsRoute: AppRoute = {
  name: "workflows",
  path: workflowsPath,
  access: { all: ["view-realm"] },
  breadcrumb: (t) => t("workflows.breadcrumb"),
  Page: WorkflowsPage,
  // The page of workflows the address shows starts with the page's code, in one request.
  loader: ({ search, realm, client, rights, prefetch, queryClient }) => {
    if (rights?.includes(workflowsServerNeeds) !== true) return;
    // Nothing for a server without the workflows the page speaks to (the shell has its info).
    const serverInfo = queryClient.getQueryData(serverInfoQuery(client).queryKey);
    if (serverInfo === undefined || !isFeatureEnabled(serverInfo, Feature.Workflows)) return;
    prefetch(
      tablePageQuery(workflowsQuery(client, realm), addressPageRequest(readTableState(search))),
    );
  },
};

export const newWorkflowRoute: AppRoute = {
  name: "new-workflow",
  path: newWorkflowPath,
  access: { all: ["manage-realm"] },
  breadcrumb: (t) => t("workflows.create.breadcrumb"),
  Page: NewWorkflowPage,
};

export const workflowsRoutes: AppRoute[] = [workflowsRoute, newWorkflowRoute];
