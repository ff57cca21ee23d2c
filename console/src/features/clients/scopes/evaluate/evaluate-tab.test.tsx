import type { ClientRepresentation } from "@gatehouse/admin-client";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import {
  createFakeServer,
  fakeServerHandlers,
  renderConsole,
  serverUrl,
  startMswServer,
  whoAmIFor,
} from "../../../../../test/console-harness";
import { screen, waitFor, within } from "../../../../../test/render";

const server = startMswServer();
const realmUrl = `${serverUrl}/admin/realms/master`;
const clientUrl = `${realmUrl}/clients/c-1`;

/** Client c-1 with one optional scope; records the evaluation requests' query strings. */
function useEvaluationServer(protocol = "openid-connect", rights?: string[]) {
  const asked: string[] = [];
  const client: ClientRepresentation = { id: "c-1", clientId: "shop", protocol };
  const record = (request: Request) => {
    const url = new URL(request.url);
    asked.push(`${url.pathname.split("/").pop() ?? ""}?${url.searchParams.toString()}`);
  };
  server.use(
    http.get(clientUrl, () => HttpResponse.json(client)),
    http.get(`${clientUrl}/default-client-scopes`, () =>
      HttpResponse.json([{ id: "s-1", name: "profile" }]),
    ),
    http.get(`${clientUrl}/optional-client-scopes`, () =>
      HttpResponse.json([{ id: "s-2", name: "address" }]),
    ),
    http.get(`${clientUrl}/evaluate-scopes/protocol-mappers`, ({ request }) => {
      record(request);
      return HttpResponse.json([
        {
          mapperId: "m-1",
          mapperName: "tier",
          containerId: "c-1",
          protocolMapper: "oidc-hardcoded-claim-mapper",
        },
      ]);
    }),
    http.get(`${clientUrl}/evaluate-scopes/generate-example-access-token`, ({ request }) => {
      record(request);
      return HttpResponse.json({ preferred_username: "ada", tier: "gold" });
    }),
    http.get(`${clientUrl}/evaluate-scopes/generate-example-saml-response`, ({ request }) => {
      record(request);
      return HttpResponse.text("<samlp:Response>ada</samlp:Response>");
    }),
    http.get(`${realmUrl}/users`, () => {
      asked.push("users");
      return HttpResponse.json([{ id: "u-1", username: "ada" }]);
    }),
    http.get(`${realmUrl}/clients`, () => HttpResponse.json([{ id: "c-2", clientId: "api" }])),
    ...fakeServerHandlers(
      createFakeServer({
        realms: [{ realm: "master" }],
        ...(rights !== undefined && { whoAmI: whoAmIFor({ master: rights }) }),
      }),
    ),
  );
  return asked;
}

const openEvaluate = () => renderConsole({ route: "/master/clients/c-1/clientScopes/evaluate" });

describe("the evaluate tab of a client's client scopes", () => {
  it("shows the effective mappers and the access token generated for the chosen user", async () => {
    const asked = useEvaluationServer();
    const { user } = await openEvaluate();
    const mappers = await screen.findByRole("grid", { name: "Effective protocol mappers" });
    expect(await within(mappers).findByRole("row", { name: /tier/ })).toHaveTextContent(
      "shop-dedicated",
    );

    await user.click(screen.getByRole("button", { name: /^Optional client scopes/ }));
    await user.click(await screen.findByRole("checkbox", { name: "address" }));
    expect(screen.getByRole("textbox", { name: "Effective scope parameter" })).toHaveValue(
      "openid address",
    );
    await user.type(screen.getByRole("combobox", { name: "User" }), "ad");
    await user.click(await screen.findByRole("option", { name: "ada" }));
    await user.type(screen.getByRole("combobox", { name: "Audience" }), "ap");
    await user.click(await screen.findByRole("option", { name: "api" }));

    await user.click(screen.getByRole("tab", { name: "Generated access token" }));
    await waitFor(() => {
      expect(asked).toContain(
        "generate-example-access-token?scope=openid+address&userId=u-1&audience=api",
      );
    });
    expect(await screen.findByRole("region", { name: "Generated access token" })).toHaveTextContent(
      '"tier": "gold"',
    );
    expect(screen.queryByRole("tab", { name: "Generated SAML response" })).toBeNull();
  });

  it("asks nothing of the server before a user is chosen, and offers the SAML response for SAML clients", async () => {
    const asked = useEvaluationServer("saml");
    const { user } = await openEvaluate();
    await user.click(await screen.findByRole("tab", { name: "Generated SAML response" }));
    expect(await screen.findByRole("heading", { name: "No user chosen" })).toBeInTheDocument();
    expect(screen.queryByRole("tab", { name: "Generated access token" })).toBeNull();
    expect(screen.queryByRole("combobox", { name: "Audience" })).toBeNull();
    expect(asked.some((entry) => entry.startsWith("generate-example"))).toBe(false);

    await user.type(screen.getByRole("combobox", { name: "User" }), "ad");
    await user.click(await screen.findByRole("option", { name: "ada" }));
    expect(await screen.findByText("<samlp:Response>ada</samlp:Response>")).toBeInTheDocument();
  });

  it("keeps the user field closed, saying why, for an administrator who may not search users", async () => {
    const asked = useEvaluationServer("openid-connect", ["view-clients", "query-clients"]);
    await openEvaluate();
    await screen.findByRole("grid", { name: "Effective protocol mappers" });
    expect(screen.getByRole("combobox", { name: "User" })).toBeDisabled();
    expect(
      screen.getByText(
        "Choosing a user needs the right to search the realm's users, which you do not have: query-users",
      ),
    ).toBeInTheDocument();
    expect(asked).not.toContain("users");
  });
});
