import type { RealmEventsConfigRepresentation, RealmRepresentation } from "@gatehouse/admin-client";
import { FormSection } from "@patternfly/react-core";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useServerInfo } from "@/shared/api/console-data";
import { EditForm } from "@/shared/ui/form/edit-form";
import { SelectControl } from "@/shared/ui/form/select-control";
import { SwitchControl } from "@/shared/ui/form/switch-control";
import { TimeControl } from "@/shared/ui/form/time-control";
import { useUpdateEventsConfig } from "../api/use-update-events-config";
import { useUpdateRealm } from "@/shared/realm-form/api/use-update-realm";
import {
  adminExpirationChanges,
  eventsConfigFrom,
  eventsFormValues,
  type EventsFormValues,
} from "../events-config-state";
import { applyRealmErrors } from "../server-errors";

export interface EventsConfigFormProps {
  realm: RealmRepresentation;
  config: RealmEventsConfigRepresentation;
  /** manage-events: the events configuration may be changed. */
  canEdit: boolean;
  /** manage-realm too: the admin events expiration is a realm attribute. */
  canEditRealm: boolean;
}

/**
 * Where events go (the event listeners) and which are stored for how long: user events and admin
 * events, each switched on or off with its expiration. Saved together; the admin events
 * expiration goes to the realm, only when it changed.
 */
export function EventsConfigForm({ realm, config, canEdit, canEditRealm }: EventsConfigFormProps) {
  const { t } = useTranslation();
  const serverInfo = useServerInfo();
  const updateConfig = useUpdateEventsConfig();
  const updateRealm = useUpdateRealm();
  const defaultValues = eventsFormValues(config, realm);
  const form = useForm<EventsFormValues>({ defaultValues, mode: "onChange" });
  const listeners = Object.keys(serverInfo.providers?.["eventsListener"]?.providers ?? {}).sort(
    (a, b) => a.localeCompare(b),
  );
  const isDisabled = !canEdit;
  const key = (name: string) => `realmSettings.events.${name}`;

  const save = async (values: EventsFormValues) => {
    try {
      // The realm first: its save sends the events configuration it holds, which the
      // configuration's own save then replaces with the form's.
      const realmChanges = adminExpirationChanges(values, realm);
      if (realmChanges !== undefined) {
        await updateRealm.mutateAsync({ loaded: realm, changes: realmChanges });
      }
      await updateConfig.mutateAsync((latest) => eventsConfigFrom(values, latest));
    } catch (error) {
      applyRealmErrors(error, form.setError, Object.keys(defaultValues), t);
      throw error;
    }
  };
  const expiration = (name: "eventsExpiration" | "adminEventsExpiration", disabled: boolean) => (
    <TimeControl<EventsFormValues>
      name={name}
      label={t(key(name))}
      labelIcon={t(key(`${name}Help`))}
      units={["minute", "hour", "day"]}
      min={60}
      isDisabled={disabled}
    />
  );

  return (
    <EditForm
      form={form}
      save={save}
      isSaving={updateConfig.isPending || updateRealm.isPending}
      canEdit={canEdit}
      savedMessage={t(key("saved"))}
      saveErrorKey="realmSettings.events.saveError"
    >
      <FormSection title={t(key("listenersTitle"))} titleElement="h2">
        <SelectControl<EventsFormValues>
          name="eventsListeners"
          label={t(key("eventsListeners"))}
          labelIcon={t(key("eventsListenersHelp"))}
          variant="multi"
          options={listeners}
          isDisabled={isDisabled}
        />
      </FormSection>
      <FormSection title={t(key("userTitle"))} titleElement="h2">
        <SwitchControl<EventsFormValues>
          name="eventsEnabled"
          label={t(key("eventsEnabled"))}
          labelIcon={t(key("eventsEnabledHelp"))}
          isDisabled={isDisabled}
        />
        {expiration("eventsExpiration", isDisabled)}
      </FormSection>
      <FormSection title={t(key("adminTitle"))} titleElement="h2">
        <SwitchControl<EventsFormValues>
          name="adminEventsEnabled"
          label={t(key("adminEventsEnabled"))}
          labelIcon={t(key("adminEventsEnabledHelp"))}
          isDisabled={isDisabled}
        />
        <SwitchControl<EventsFormValues>
          name="adminEventsDetailsEnabled"
          label={t(key("adminEventsDetailsEnabled"))}
          labelIcon={t(key("adminEventsDetailsEnabledHelp"))}
          isDisabled={isDisabled}
        />
        {expiration("adminEventsExpiration", isDisabled || !canEditRealm)}
      </FormSection>
    </EditForm>
  );
}
