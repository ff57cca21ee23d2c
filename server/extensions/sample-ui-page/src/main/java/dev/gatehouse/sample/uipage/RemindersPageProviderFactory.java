package dev.gatehouse.sample.uipage;

import java.util.List;
import org.keycloak.Config;
import org.keycloak.component.ComponentModel;
import org.keycloak.component.ComponentValidationException;
import org.keycloak.models.KeycloakSession;
import org.keycloak.models.KeycloakSessionFactory;
import org.keycloak.models.RealmModel;
import org.keycloak.provider.ProviderConfigProperty;
import org.keycloak.provider.ProviderConfigurationBuilder;
import org.keycloak.services.ui.extend.UiPageProviderFactory;

/**
 * A sample declarative admin page for the Gatehouse console's end-to-end tests: each "reminder" is a
 * realm component whose settings the console edits through a form generated from the properties
 * below. It does nothing at run time; it only exercises the console's page-section screens.
 */
public class RemindersPageProviderFactory implements UiPageProviderFactory<ComponentModel> {

  public static final String ID = "reminders";

  private static final List<ProviderConfigProperty> PROPERTIES =
      ProviderConfigurationBuilder.create()
          .property()
          .name("subject")
          .label("Subject")
          .helpText("What the reminder is about.")
          .type("String")
          .required(true)
          .add()
          .property()
          .name("enabled")
          .label("Enabled")
          .helpText("Whether the reminder is sent.")
          .type("boolean")
          .defaultValue("true")
          .add()
          .property()
          .name("frequency")
          .label("Frequency")
          .helpText("How often the reminder is sent.")
          .type("List")
          .options("daily", "weekly", "monthly")
          .defaultValue("weekly")
          .add()
          .property()
          .name("recipients")
          .label("Recipients")
          .helpText("Email addresses that receive the reminder.")
          .type("MultivaluedString")
          .add()
          .property()
          .name("daysBefore")
          .label("Days before")
          .helpText("How many days ahead the reminder is sent (0 to 365).")
          .type("Integer")
          .defaultValue("1")
          .add()
          .build();

  @Override
  public String getId() {
    return ID;
  }

  @Override
  public String getHelpText() {
    return "Reminders sent to administrators (a sample page for the Gatehouse console).";
  }

  @Override
  public List<ProviderConfigProperty> getConfigProperties() {
    return PROPERTIES;
  }

  @Override
  public void validateConfiguration(
      KeycloakSession session, RealmModel realm, ComponentModel model)
      throws ComponentValidationException {
    String subject = model.get("subject");
    if (subject == null || subject.isBlank()) {
      throw new ComponentValidationException("The subject is required.");
    }
    String days = model.get("daysBefore");
    if (days != null && !days.isBlank()) {
      try {
        int value = Integer.parseInt(days.trim());
        if (value < 0 || value > 365) {
          throw new ComponentValidationException("Days before must be between 0 and 365.");
        }
      } catch (NumberFormatException e) {
        throw new ComponentValidationException("Days before must be a whole number.");
      }
    }
  }

  @Override
  public void init(Config.Scope config) {}

  @Override
  public void postInit(KeycloakSessionFactory factory) {}

  @Override
  public void close() {}
}
