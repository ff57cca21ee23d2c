import { flowEditorForms, flowEditorInputs } from "./bad-input-flow-editor";
import { flowsForms, flowsInputs } from "./bad-input-flows";
import { policyForms, policyInputs } from "./bad-input-otp-webauthn-ciba";
import { passwordPolicyForms, passwordPolicyInputs } from "./bad-input-password-policy";

/** The authentication section's forms (create flow, flow editor dialogs, the policies). */
export const authenticationForms = {
  ...flowsForms,
  ...flowEditorForms,
  ...passwordPolicyForms,
  ...policyForms,
};

/** The bad values the authentication section's forms refuse. */
export const authenticationInputs = [
  ...flowsInputs,
  ...flowEditorInputs,
  ...passwordPolicyInputs,
  ...policyInputs,
];
