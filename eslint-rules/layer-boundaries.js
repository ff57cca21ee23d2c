// @ts-check
import { dirname, relative, resolve, sep } from "node:path";

/**
 * Keeps the console's layers apart: app → features → shared, never backwards, and no feature
 * importing another. Resolves each import (relative, or through the "@/" alias) against the importing
 * file, so every way of writing a path is caught.
 *
 * Options: `{ root }`: the console's `src` folder.
 * @type {import("eslint").Rule.RuleModule}
 */
export const layerBoundaries = {
  meta: {
    type: "problem",
    docs: { description: "Enforce app → features → shared and no imports between features." },
    schema: [{ type: "object", properties: { root: { type: "string" } }, required: ["root"] }],
    messages: {
      sharedUp: "shared/ must not depend on {{layer}}/: move what both need into shared/.",
      featureToApp: "features/ must not depend on app/.",
      featureToFeature:
        "Features must not import each other ({{from}} → {{to}}): move what both need into shared/.",
    },
  },
  create(context) {
    const root = resolve(/** @type {{ root: string }} */ (context.options[0]).root);
    const file = context.filename;
    const fileLayer = layerOf(root, file);
    if (fileLayer === undefined) return {};

    /** @param {import("estree").Node & { source?: import("estree").Literal | null }} node */
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== "string") return;
      let target;
      if (source.startsWith("@/")) target = resolve(root, source.slice(2));
      else if (source.startsWith(".")) target = resolve(dirname(file), source);
      else return;
      const targetLayer = layerOf(root, target);
      if (targetLayer === undefined) return;
      if (fileLayer.name === "shared" && targetLayer.name !== "shared") {
        context.report({ node, messageId: "sharedUp", data: { layer: targetLayer.name } });
      } else if (fileLayer.name === "features" && targetLayer.name === "app") {
        context.report({ node, messageId: "featureToApp" });
      } else if (
        fileLayer.name === "features" &&
        targetLayer.name === "features" &&
        targetLayer.feature !== undefined &&
        targetLayer.feature !== fileLayer.feature
      ) {
        context.report({
          node,
          messageId: "featureToFeature",
          data: { from: fileLayer.feature ?? "", to: targetLayer.feature },
        });
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

/**
 * @param {string} root
 * @param {string} path
 * @returns {{ name: "app" | "features" | "shared"; feature?: string } | undefined}
 */
function layerOf(root, path) {
  const inside = relative(root, path);
  if (inside.startsWith("..")) return undefined;
  const [top, feature] = inside.split(sep);
  if (top === "app" || top === "shared") return { name: top };
  if (top === "features") return { name: "features", feature };
  return undefined;
}

export const boundariesPlugin = { rules: { "layer-boundaries": layerBoundaries } };
