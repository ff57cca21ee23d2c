import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import {
  createFakeServer,
  fakeServerHandlers,
  renderConsole,
  serverUrl,
  startMswServer,
  whoAmIFor,
} from "../../../../test/console-harness";
import { screen } from "../../../../test/render";

const server = startMswServer();

const providers = [
  {
    id: "max-clients",
    properties: [
      {
        name: "max-clients",
        label: "max-clients.label",
        helpText: "max-clients.tooltip",
        type: "String",
        defaultValue: "200",
      },
    ],
  },
];

function serve(answers: (() => Response)[], rights?: string[]) {
  const sent: object[] = [];
  const read: string[] = [];
  const stored: object[] = [];
  server.use(
    http.get(`${serverUrl}/admin/realms/master/client-registration-policy/providers`, () => {
      read.push("providers");
      return HttpResponse.json(providers);
    }),
    http.get(`${serverUrl}/admin/realms/master/components`, () => HttpResponse.json(stored)),
    http.post(`${serverUrl}/admin/realms/master/components`, async ({ request }) => {
      const policy = (await request.json()) as object;
      sent.push(policy);
      const answer = answers.shift()?.() ?? new HttpResponse(null, { status: 500 });
      if (answer.status === 201) stored.push({ ...policy, id: "p-9" });
      return answer;
    }),
    ...fakeServerHandlers(
      createFakeServer(rights === undefined ? {} : { whoAmI: whoAmIFor({ master: rights }) }),
    ),
  );
  return Object.assign(sent, { read });
}

describe("RegistrationPolicyPage", { timeout: 90_000 }, () => {
  it("keeps what was typed when the server refuses, then stores the policy of the sub-tab", async () => {
    const sent = serve([
      () => HttpResponse.json({ errorMessage: "Invalid configuration" }, { status: 400 }),
      () =>
        new HttpResponse(null, {
          status: 201,
          headers: { location: `${serverUrl}/admin/realms/master/components/p-9` },
        }),
    ]);
    const { user, router } = await renderConsole({
      route: "/master/clients/client-registration/authenticated/max-clients",
    });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Add max-clients policy" }),
    ).toBeInTheDocument();
    await user.type(screen.getByRole("textbox", { name: "Name" }), "Five at most");
    const limit = screen.getByRole("textbox", { name: "Maximum number of clients" });
    expect(limit).toHaveValue("200");
    await user.clear(limit);
    await user.type(limit, "5");
    await user.click(screen.getByRole("button", { name: "Save" }));

    expect(
      await screen.findByText("The policy could not be saved: Invalid configuration"),
    ).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Name" })).toHaveValue("Five at most");
    expect(limit).toHaveValue("5");

    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Policy Five at most saved")).toBeInTheDocument();
    expect(sent[1]).toMatchObject({
      name: "Five at most",
      providerId: "max-clients",
      providerType: "org.keycloak.services.clientregistration.policy.ClientRegistrationPolicy",
      subType: "authenticated",
      config: { "max-clients": ["5"] },
    });
    expect(router.state.location.pathname).toBe(
      "/master/clients/client-registration/authenticated/max-clients/p-9",
    );
    expect(
      await screen.findByRole("heading", { level: 1, name: "Five at most" }),
    ).toBeInTheDocument();
    expect(
      screen.queryByText("This client registration policy was not found"),
    ).not.toBeInTheDocument();
  });

  it("names the realm rights the server wants from a clients manager, and asks nothing", async () => {
    const { read } = serve([], ["query-clients", "view-clients", "manage-clients"]);
    await renderConsole({ route: "/master/clients/client-registration/anonymous/max-clients" });
    expect(await screen.findByRole("heading", { name: "Access denied" })).toBeInTheDocument();
    expect(screen.getByText(/view-realm, manage-realm$/)).toBeInTheDocument();
    expect(read).toEqual([]);
  });
});
