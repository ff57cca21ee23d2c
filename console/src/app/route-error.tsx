import { useRouteError } from "react-router";
import { FatalErrorDialog } from "./fatal-error";

/** Catches what a page throws while rendering, so one broken page cannot blank the console. */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <FatalErrorDialog
      kind="other"
      error={error}
      onReload={() => {
        window.location.reload();
      }}
    />
  );
}
