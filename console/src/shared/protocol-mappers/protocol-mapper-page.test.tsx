import { describe, expect, it } from "vitest";
import { renderConsole, startMswServer } from "../../../test/console-harness";
import { screen, waitFor, within } from "../../../test/render";
import { mapperTestRoutes, useMapperServer } from "./mapper-test-kit";

const server = startMswServer();

const claimMapper = {
  id: "m-1",
  name: "department",
  protocol: "openid-connect",
  protocolMapper: "oidc-hardcoded-claim-mapper",
  config: {
    "claim.name": "department",
    "claim.value": "sales",
    "id.token.claim": "false",
    "access.token.claim": "true",
    "kept.setting": "as it was",
  },
};

const open = (path: string) =>
  renderConsole({ route: `/master/mapper-test/${path}`, extraRoutes: mapperTestRoutes });
const textbox = (name: string) => screen.findByRole("textbox", { name }, { timeout: 20_000 });

describe("ProtocolMapperPage", { timeout: 90_000 }, () => {
  it("creates a mapper of the chosen type from its defaults, then opens it", async () => {
    const state = useMapperServer(server);
    const { user, router } = await open("oidc-hardcoded-claim-mapper/add");
    expect(await textbox("Mapper type")).toHaveValue("Hardcoded claim");
    expect(screen.getByRole("switch", { name: "Add to ID token" })).toBeChecked();
    await user.type(screen.getByRole("textbox", { name: "Name" }), "department");
    await user.type(screen.getByRole("textbox", { name: "Token claim name" }), "department");
    await user.type(screen.getByRole("textbox", { name: "Claim value" }), "sales");
    await user.click(screen.getByRole("button", { name: "Save" }));

    await waitFor(() => {
      expect(router.state.location.pathname).toBe("/master/mapper-test/new-1/edit");
    });
    expect(state.posted).toEqual([
      {
        name: "department",
        protocol: "openid-connect",
        protocolMapper: "oidc-hardcoded-claim-mapper",
        config: {
          "claim.name": "department",
          "claim.value": "sales",
          "jsonType.label": "String",
          "id.token.claim": "true",
          "userinfo.token.claim": "true",
        },
      },
    ]);
    expect(
      await screen.findByRole("heading", { level: 1, name: "department" }),
    ).toBeInTheDocument();
    expect(await textbox("Name")).toHaveAttribute("readonly");
  });

  it("shows a name already taken on the name field and keeps what was typed", async () => {
    useMapperServer(server, { mappers: [claimMapper] });
    const { user } = await open("oidc-hardcoded-claim-mapper/add");
    await user.type(await textbox("Name"), "department");
    await user.type(screen.getByRole("textbox", { name: "Claim value" }), "north");
    await user.click(screen.getByRole("button", { name: "Save" }));

    expect(
      await screen.findByText("A mapper with this name already exists here. Choose another name."),
    ).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Name" })).toHaveValue("department");
    expect(screen.getByRole("textbox", { name: "Claim value" })).toHaveValue("north");
  });

  it("saves a changed mapper whole, keeping settings the form does not show", async () => {
    const state = useMapperServer(server, { mappers: [claimMapper] });
    const { user } = await open("m-1/edit");
    const value = await textbox("Claim value");
    expect(screen.getByRole("switch", { name: "Add to ID token" })).not.toBeChecked();
    await user.clear(value);
    await user.type(value, "marketing");
    await user.click(screen.getByRole("button", { name: "Save" }));

    expect(await screen.findByText("Mapper saved")).toBeInTheDocument();
    expect(state.put).toEqual([
      {
        ...claimMapper,
        config: {
          ...claimMapper.config,
          "claim.value": "marketing",
          // Settings the saved mapper lacks go with the form's values: empty, or the default.
          "jsonType.label": "",
          "userinfo.token.claim": "true",
        },
      },
    ]);
  });

  it("keeps the typed values when the server refuses a save", async () => {
    useMapperServer(server, { mappers: [claimMapper] });
    const { user } = await open("m-1/edit");
    const value = await textbox("Claim value");
    await user.clear(value);
    await user.type(value, "refused");
    await user.click(screen.getByRole("button", { name: "Save" }));

    expect(await screen.findByText(/The mapper could not be saved/)).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Claim value" })).toHaveValue("refused");
  });

  it("deletes the mapper after confirmation and goes back to the list", async () => {
    const state = useMapperServer(server, { mappers: [claimMapper] });
    const { user, router } = await open("m-1/edit");
    await user.click(await screen.findByRole("button", { name: "Mapper actions" }));
    await user.click(screen.getByRole("menuitem", { name: "Delete" }));
    const dialog = within(await screen.findByRole("dialog", { name: /Delete mapper\?/ }));
    await user.click(dialog.getByRole("button", { name: "Delete" }));

    await waitFor(() => {
      expect(router.state.location.pathname).toBe("/master/mapper-test");
    });
    expect(state.deleted).toEqual(["m-1"]);
  });

  it("shows the mapper read-only to those who may only view", async () => {
    useMapperServer(server, { rights: ["view-clients"], mappers: [claimMapper] });
    await open("m-1/edit");
    expect(await textbox("Claim value")).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Save" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Mapper actions" })).not.toBeInTheDocument();
  });
});
