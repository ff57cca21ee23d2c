// @ts-check
import { relative, resolve, sep } from "node:path";

/** Class names whose instances, or instances of their subclasses, are the admin client's objects. */
const clientClasses = new Set(["KeycloakAdminClient", "Resource", "RequestBuilder"]);

/** Where the admin client's own declarations live: its sources, or the built package. */
const adminClientFile = /[\\/](packages[\\/]admin-client|@gatehouse[\\/]admin-client)[\\/]/;

/**
 * Keeps admin-client calls in the console's data layer: a call on the admin client or one of its
 * resources (`client.users.find(…)`, `client.whoAmI.find()`, `client.setConfig(…)`) is allowed only
 * in `features/<area>/api/**` and `shared/**\/api/**`, where queries and mutations own the cache
 * keys, stale times and invalidation. Passing the client along is fine anywhere.
 *
 * Type-aware: the callee's object is checked by its type, so every way of reaching the client (a
 * hook's result, a prop, a parameter, a destructured resource) is caught, and a look-alike such as
 * `data.users.find(…)` on an array is not.
 *
 * Options: `{ root }`: the console's `src` folder.
 * @type {import("eslint").Rule.RuleModule}
 */
export const adminClientCalls = {
  meta: {
    type: "problem",
    docs: { description: "Admin-client calls only in features/*/api and shared/**/api." },
    schema: [{ type: "object", properties: { root: { type: "string" } }, required: ["root"] }],
    messages: {
      outsideApi:
        "Call the admin client ({{callee}}) only in features/<area>/api/ or shared/**/api/: wrap it in a query or mutation there.",
    },
  },
  create(context) {
    const root = resolve(/** @type {{ root: string }} */ (context.options[0]).root);
    const inside = relative(root, context.filename);
    if (inside.startsWith("..") || isDataLayer(inside.split(sep))) return {};

    const services = context.sourceCode.parserServices;
    if (services?.program == null || services.esTreeNodeToTSNodeMap == null) {
      throw new Error("admin-client-calls needs type information (parserOptions.projectService).");
    }
    const checker = services.program.getTypeChecker();
    const nodeMap = services.esTreeNodeToTSNodeMap;

    /** @param {import("typescript").Type} type */
    const isClientType = (type) => {
      if (type.isUnionOrIntersection()) return type.types.some(isClientType);
      return classChain(checker, type).some(
        (symbol) =>
          clientClasses.has(symbol.getName()) &&
          (symbol.declarations ?? []).some((declaration) =>
            adminClientFile.test(declaration.getSourceFile().fileName),
          ),
      );
    };

    return {
      /** @param {import("estree").CallExpression} node */
      CallExpression(node) {
        const callee =
          node.callee.type === "ChainExpression" ? node.callee.expression : node.callee;
        if (callee.type !== "MemberExpression" || callee.object.type === "Super") return;
        const objectType = checker.getTypeAtLocation(nodeMap.get(callee.object));
        if (!isClientType(objectType)) return;
        context.report({
          node,
          messageId: "outsideApi",
          data: { callee: context.sourceCode.getText(callee) },
        });
      },
    };
  },
};

/**
 * `features/<area>/api/…` or `shared/…/api/…` (any depth below shared, so a shared building block
 * keeps its own api folder).
 * @param {string[]} segments path segments below the console's src folder
 */
function isDataLayer(segments) {
  const folders = segments.slice(0, -1);
  if (folders[0] === "features") return folders[2] === "api";
  if (folders[0] === "shared") return folders.includes("api");
  return false;
}

/**
 * The class symbol of `type` followed by those of its base classes.
 * @param {import("typescript").TypeChecker} checker
 * @param {import("typescript").Type} type
 * @returns {import("typescript").Symbol[]}
 */
function classChain(checker, type) {
  const symbols = [];
  /** @type {import("typescript").Type | undefined} */
  let current = type;
  // A bound keeps a pathological (self-referencing) hierarchy from looping.
  for (let depth = 0; current !== undefined && depth < 20; depth += 1) {
    const symbol = current.getSymbol();
    if (symbol === undefined) break;
    symbols.push(symbol);
    const target = /** @type {import("typescript").TypeReference} */ (current).target ?? current;
    if (!target.isClassOrInterface()) break;
    current = checker.getBaseTypes(target)[0];
  }
  return symbols;
}

export const adminClientCallsPlugin = { rules: { "admin-client-calls": adminClientCalls } };
