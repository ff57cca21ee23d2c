import { stopKeycloak } from "../keycloak-process";

const stopped = await stopKeycloak();
console.log(stopped ? "Keycloak stopped." : "No Keycloak started by this project is running.");
