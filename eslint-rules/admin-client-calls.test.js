// @ts-check
import { resolve } from "node:path";
import { RuleTester } from "eslint";
import tseslint from "typescript-eslint";
import { afterAll, describe, it } from "vitest";
import { adminClientCalls } from "./admin-client-calls.js";

RuleTester.afterAll = afterAll;
RuleTester.describe = describe;
// The first case builds the type-checked program, which takes longer than a test's default time.
RuleTester.it = (name, test) => it(name, test, 60_000);

const fixtures = `${import.meta.dirname}/fixtures`;
const root = `${fixtures}/console/src`;
const options = [{ root }];
const tester = new RuleTester({
  languageOptions: {
    parser: tseslint.parser,
    parserOptions: {
      // Fixture files exist only as the code below; the project service types them all the same.
      projectService: {
        allowDefaultProject: ["*/*.ts", "*/*/*/*/*.ts", "*/*/*/*/*/*.ts", "*/*/*/*/*/*/*.ts"],
        maximumDefaultProjectFileMatchCount_THIS_WILL_SLOW_DOWN_LINTING: 20,
      },
      tsconfigRootDir: fixtures,
    },
  },
});

/** Fixture code: a client and its resources, typed through the package's own sources. */
const clientModule = resolve(import.meta.dirname, "../packages/admin-client/src/client.js");
const client = `
import type { KeycloakAdminClient } from "${clientModule}";
declare const client: KeycloakAdminClient;
`;

tester.run("admin-client-calls", adminClientCalls, {
  valid: [
    {
      name: "a feature's api folder calls the client",
      filename: `${root}/features/users/api/user-query.ts`,
      code: `${client} export const find = () => client.users.find({ realm: "r" });`,
      options,
    },
    {
      name: "a shared building block's api folder calls the client",
      filename: `${root}/shared/role-mapping/api/roles.ts`,
      code: `${client} export const find = () => client.roles.find({ realm: "r" });`,
      options,
    },
    {
      name: "shared/api calls the client",
      filename: `${root}/shared/api/session.ts`,
      code: `${client} export const who = () => client.whoAmI.find({ realm: "r" });`,
      options,
    },
    {
      name: "a component passes the client to a query without calling it",
      filename: `${root}/features/users/user.page.ts`,
      code: `${client}
        declare function userQuery(c: KeycloakAdminClient, id: string): unknown;
        export const query = userQuery(client, "u-1");
        export const users = client.users;`,
      options,
    },
    {
      name: "look-alike calls on plain data are not the client",
      filename: `${root}/features/users/users.page.ts`,
      code: `declare const data: { users: string[] };
        export const found = data.users.find((name) => name === "ann");`,
      options,
    },
    {
      name: "files outside the console's sources are not checked",
      filename: `${fixtures}/e2e/users.ts`,
      code: `${client} export const find = () => client.users.find({ realm: "r" });`,
      options,
    },
  ],
  invalid: [
    {
      name: "a component calls a resource",
      filename: `${root}/features/users/users.page.ts`,
      code: `${client} export const find = () => client.users.find({ realm: "r" });`,
      options,
      errors: [{ messageId: "outsideApi", data: { callee: "client.users.find" } }],
    },
    {
      name: "the app shell calls the client itself",
      filename: `${root}/app/layout/shell.ts`,
      code: `${client} export const token = () => client.getAccessToken();`,
      options,
      errors: [{ messageId: "outsideApi" }],
    },
    {
      name: "a destructured resource is still the client's",
      filename: `${root}/features/users/components/table.ts`,
      code: `${client} const { groups } = client; export const list = () => groups.find({ realm: "r" });`,
      options,
      errors: [{ messageId: "outsideApi", data: { callee: "groups.find" } }],
    },
    {
      name: "an optional call on a client that may be missing",
      filename: `${root}/shared/ui/table.ts`,
      code: `${client} declare const maybe: KeycloakAdminClient | undefined;
        export const list = () => maybe?.realms.find();`,
      options,
      errors: [{ messageId: "outsideApi" }],
    },
    {
      name: "a folder merely named like api elsewhere in a feature is not the data layer",
      filename: `${root}/features/users/components/api/table.ts`,
      code: `${client} export const find = () => client.users.find({ realm: "r" });`,
      options,
      errors: [{ messageId: "outsideApi" }],
    },
  ],
});
