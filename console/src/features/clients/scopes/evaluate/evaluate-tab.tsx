import {
  Content,
  Form,
  FormGroup,
  Grid,
  GridItem,
  Tab,
  Tabs,
  TabTitleText,
  TextInput,
} from "@patternfly/react-core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { FormProvider, useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { SelectControl } from "@/shared/ui/form/select-control";
import type { LoadedClient } from "../../api/client-query";
import type { ExampleKind } from "../../api/evaluate-example-query";
import { scopesOfClientQuery } from "../../api/scopes-of-client-query";
import { protocolOf } from "../assigned-scope-rows";
import { AudienceChoice, UserChoice, type EvaluateValues } from "./evaluate-choices";
import { EffectiveMappers } from "./effective-mappers";
import { EffectiveRoles } from "./effective-roles";
import { evaluatedScope } from "./evaluated-scope";
import { GeneratedExample } from "./generated-example";

type ResultTab = "mappers" | "roles" | ExampleKind;

const examplesOf = (protocol: string): ExampleKind[] =>
  protocol === "saml" ? ["samlResponse"] : ["accessToken", "idToken", "userInfo"];

/**
 * What the client's tokens would hold: the protocol mappers and role scope mappings its scopes
 * bring, and the tokens (or SAML response) the server would issue to a chosen user.
 */
export function EvaluateTab({ client }: { client: LoadedClient }) {
  const { t } = useTranslation();
  const adminClient = useAdminClient();
  const realm = useRealm();
  const protocol = protocolOf(client);
  const form = useForm<EvaluateValues>({
    defaultValues: { userId: "", optionalScopes: [], audience: "" },
  });
  const [userId, optionalScopes, audience] = useWatch({
    control: form.control,
    name: ["userId", "optionalScopes", "audience"],
  });
  const assigned = useQuery(scopesOfClientQuery(adminClient, realm, client.id));
  const optionalNames = (assigned.data?.optionalScopes ?? []).flatMap((scope) =>
    scope.name === undefined ? [] : [scope.name],
  );
  const scope = evaluatedScope(protocol, optionalScopes);
  const [active, setActive] = useState<ResultTab>("mappers");
  const exampleTitle = (kind: ExampleKind) => t(`clientScopeSetup.evaluate.example.${kind}`);

  return (
    <Grid hasGutter>
      <GridItem span={12}>
        <Content component="p">{t("clientScopeSetup.evaluate.intro")}</Content>
      </GridItem>
      <GridItem span={12}>
        <FormProvider {...form}>
          <Form
            isHorizontal
            onSubmit={(event) => {
              event.preventDefault();
            }}
          >
            <SelectControl<EvaluateValues, "optionalScopes">
              name="optionalScopes"
              id="evaluate-optional-scopes"
              label={t("clientScopeSetup.evaluate.optionalScopes")}
              helperText={t("clientScopeSetup.evaluate.optionalScopesHelp")}
              variant="multi"
              options={optionalNames}
            />
            <UserChoice />
            {protocol === "openid-connect" && <AudienceChoice />}
            <FormGroup
              label={t("clientScopeSetup.evaluate.scopeParameter")}
              fieldId="evaluate-scope"
            >
              <TextInput id="evaluate-scope" value={scope} readOnlyVariant="default" />
            </FormGroup>
          </Form>
        </FormProvider>
      </GridItem>
      <GridItem span={12}>
        <Tabs
          activeKey={active}
          onSelect={(_event, key) => {
            setActive(key as ResultTab);
          }}
          tabListAriaLabel={t("clientScopeSetup.evaluate.results")}
          mountOnEnter
          unmountOnExit
        >
          {[
            <Tab
              key="mappers"
              eventKey="mappers"
              title={<TabTitleText>{t("clientScopeSetup.evaluate.mappers")}</TabTitleText>}
            >
              <EffectiveMappers client={client} scope={scope} />
            </Tab>,
            <Tab
              key="roles"
              eventKey="roles"
              title={<TabTitleText>{t("clientScopeSetup.evaluate.roles")}</TabTitleText>}
            >
              <EffectiveRoles clientId={client.id} scope={scope} />
            </Tab>,
            ...examplesOf(protocol).map((kind) => (
              <Tab
                key={kind}
                eventKey={kind}
                title={<TabTitleText>{exampleTitle(kind)}</TabTitleText>}
              >
                <GeneratedExample
                  clientId={client.id}
                  label={exampleTitle(kind)}
                  request={{
                    kind,
                    userId,
                    scope,
                    ...(kind === "accessToken" && audience !== "" && { audience }),
                  }}
                />
              </Tab>
            )),
          ]}
        </Tabs>
      </GridItem>
    </Grid>
  );
}
