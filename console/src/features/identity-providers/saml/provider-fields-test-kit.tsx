import type { ReactNode } from "react";
import { lazyPage, type AppRoute } from "@/shared/access/app-route";
import { TestForm } from "@/shared/ui/form/test-form";
import { renderConsole } from "../../../../test/console-harness";

/** What the fields' form was submitted with, filled on each submit (tests only). */
export interface Submitted {
  values?: { config: Record<string, unknown> };
}

/**
 * Renders a provider type's fields (tests only) inside the console's providers, on a form
 * holding `config` as the settings form would, and records what a submit hands over.
 */
export async function renderProviderFields(fields: ReactNode, config: Record<string, string> = {}) {
  const submitted: Submitted = {};
  const FieldsPage = () => (
    <>
      <h1>Provider fields</h1>
      <TestForm
        defaultValues={{ alias: "idp", config }}
        onSubmit={(values) => {
          submitted.values = values;
        }}
      >
        {fields}
      </TestForm>
    </>
  );
  const route: AppRoute = {
    name: "provider-fields",
    path: "/:realm/provider-fields",
    access: "anyone",
    Page: lazyPage(
      () => Promise.resolve({ FieldsPage }),
      (module) => module.FieldsPage,
    ),
  };
  const rendered = await renderConsole({ route: "/acme/provider-fields", table: [route] });
  return { ...rendered, submitted };
}
