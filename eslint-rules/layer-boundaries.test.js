// @ts-check
import { RuleTester } from "eslint";
import { afterAll, describe, it } from "vitest";
import { layerBoundaries } from "./layer-boundaries.js";

RuleTester.afterAll = afterAll;
RuleTester.describe = describe;
RuleTester.it = it;

const root = "/repo/console/src";
const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: "module" } });

tester.run("layer-boundaries", layerBoundaries, {
  valid: [
    {
      filename: `${root}/app/router.tsx`,
      code: 'import { x } from "../features/users/routes";',
      options: [{ root }],
    },
    {
      filename: `${root}/features/users/a.ts`,
      code: 'import { x } from "./b"; import { y } from "@/shared/ui/table/data-table";',
      options: [{ root }],
    },
    {
      filename: `${root}/features/users/components/a.ts`,
      code: 'import { x } from "../api/keys";',
      options: [{ root }],
    },
    {
      filename: `${root}/shared/ui/a.ts`,
      code: 'import { x } from "../api/features"; import React from "react";',
      options: [{ root }],
    },
  ],
  invalid: [
    {
      filename: `${root}/shared/lib/a.ts`,
      code: 'import { x } from "../../features/home/routes";',
      options: [{ root }],
      errors: [{ messageId: "sharedUp" }],
    },
    {
      filename: `${root}/shared/lib/a.ts`,
      code: 'import { x } from "@/app/routes";',
      options: [{ root }],
      errors: [{ messageId: "sharedUp" }],
    },
    {
      filename: `${root}/features/users/a.ts`,
      code: 'import { x } from "@/app/routes";',
      options: [{ root }],
      errors: [{ messageId: "featureToApp" }],
    },
    {
      filename: `${root}/features/users/components/a.ts`,
      code: 'export { x } from "../../realms/routes";',
      options: [{ root }],
      errors: [{ messageId: "featureToFeature" }],
    },
    {
      filename: `${root}/features/users/a.ts`,
      code: 'const page = import("@/features/realms/realms.page");',
      options: [{ root }],
      errors: [{ messageId: "featureToFeature" }],
    },
  ],
});
