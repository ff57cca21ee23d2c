import "@patternfly/react-core/dist/styles/base.css";
import { startConsole } from "./app/start-console";

const container = document.getElementById("app");
if (container === null) throw new Error("The page has no #app element to render the console into.");
void startConsole(container);
