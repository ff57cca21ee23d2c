import { describe, expect, it } from "vitest";
import {
  createFakeServer,
  fakeServerHandlers,
  startMswServer,
} from "../../../../test/console-harness";
import { screen } from "../../../../test/render";
import { renderProviderFields } from "../saml/provider-fields-test-kit";
import { SpiffeFields } from "./spiffe-fields";

const server = startMswServer();

describe("SpiffeFields", { timeout: 90_000 }, () => {
  it("accepts only a spiffe:// trust domain and a full bundle address", async () => {
    server.use(...fakeServerHandlers(createFakeServer()));
    const { user, submitted } = await renderProviderFields(
      <SpiffeFields providerId="spiffe" readOnly={false} isNew />,
    );
    await user.type(await screen.findByRole("textbox", { name: "Trust domain" }), "example.org");
    await user.type(screen.getByRole("textbox", { name: "Bundle endpoint" }), "bundle");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByText(/Enter spiffe:\/\/ followed by/)).toBeVisible();
    expect(
      screen.getByText("Enter a full address starting with http:// or https://."),
    ).toBeVisible();
    expect(submitted.values).toBeUndefined();
  });
});
