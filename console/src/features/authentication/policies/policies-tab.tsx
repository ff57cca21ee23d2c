import { Tab, TabContentBody, Tabs, TabTitleText } from "@patternfly/react-core";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { CibaPolicy } from "./ciba-policy";
import { OtpPolicy } from "./otp-policy";
import { PasswordPolicy } from "./password-policy";
import { WebAuthnPolicy } from "./webauthn-policy";

const policyKinds = ["password", "otp", "webauthn", "webauthn-passwordless", "ciba"] as const;
type PolicyKind = (typeof policyKinds)[number];

/**
 * The realm's sign-in policies, one inner tab each. WebAuthn has two: one for security keys used as
 * a second factor, one for signing in with a key alone (passwordless); they are the same form over
 * two sets of realm fields.
 */
export function PoliciesTab() {
  const { t } = useTranslation();
  const [kind, setKind] = useState<PolicyKind>("password");

  const titles: Record<PolicyKind, string> = {
    password: t("authentication.policies.password.tab"),
    otp: t("authentication.policies.otp.tab"),
    webauthn: t("authentication.policies.webauthn.tab"),
    "webauthn-passwordless": t("authentication.policies.webauthnPasswordless.tab"),
    ciba: t("authentication.policies.ciba.tab"),
  };
  const content: Record<PolicyKind, ReactNode> = {
    password: <PasswordPolicy />,
    otp: <OtpPolicy />,
    webauthn: <WebAuthnPolicy passwordless={false} />,
    "webauthn-passwordless": <WebAuthnPolicy passwordless />,
    ciba: <CibaPolicy />,
  };

  return (
    <Tabs
      isSubtab
      activeKey={kind}
      onSelect={(_event, next) => {
        setKind(next as PolicyKind);
      }}
      aria-label={t("authentication.policies.kinds")}
      mountOnEnter
      unmountOnExit
    >
      {policyKinds.map((policy) => (
        <Tab key={policy} eventKey={policy} title={<TabTitleText>{titles[policy]}</TabTitleText>}>
          <TabContentBody hasPadding>{content[policy]}</TabContentBody>
        </Tab>
      ))}
    </Tabs>
  );
}
