import { flowEditorActions, flowEditorFaultCases } from "./fault-cases-flow-editor";
import { flowsActions, flowsFaultCases } from "./fault-cases-flows";
import { policyFaultActions, policyFaultCases } from "./fault-cases-otp-webauthn-ciba";
import { requiredActionsActions, requiredActionsFaultCases } from "./fault-cases-required-actions";

/** The authentication section's actions (flows, flow editor, required actions, policies). */
export const authenticationFaultActions = {
  ...flowsActions,
  ...flowEditorActions,
  ...requiredActionsActions,
  ...policyFaultActions,
};

/** The faults each authentication action meets. */
export const authenticationFaultCases = [
  ...flowsFaultCases,
  ...flowEditorFaultCases,
  ...requiredActionsFaultCases,
  ...policyFaultCases,
];
