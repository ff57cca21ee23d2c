import type { UseFormReturn } from "react-hook-form";
import type { ClientFormValues } from "../form-state";

/** What every group of client fields takes: the settings tab and the create wizard share them. */
export interface ClientFieldGroupProps {
  form: UseFormReturn<ClientFormValues>;
  /** Shows the values without letting them change (an administrator without manage-clients). */
  isDisabled?: boolean;
}
