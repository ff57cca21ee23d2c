package dev.gatehouse.sample.storage;

import java.util.List;
import java.util.regex.Pattern;
import org.keycloak.component.ComponentModel;
import org.keycloak.component.ComponentValidationException;
import org.keycloak.models.KeycloakSession;
import org.keycloak.models.RealmModel;
import org.keycloak.provider.ProviderConfigProperty;
import org.keycloak.provider.ProviderConfigurationBuilder;
import org.keycloak.storage.UserStorageProviderFactory;

/**
 * A sample user-storage provider for the Gatehouse console's end-to-end tests: Keycloak ships only
 * LDAP and Kerberos, so without it the console's page for any other kind of provider, built from
 * the settings a provider describes, would have nothing to show. One setting of each kind the
 * console's generated form draws. It stores nothing and finds no user.
 */
public class SampleUserStoreFactory implements UserStorageProviderFactory<SampleUserStore> {

  public static final String ID = "sample-user-store";

  private static final Pattern PREFIX = Pattern.compile("[A-Za-z0-9]*");

  private static final List<ProviderConfigProperty> PROPERTIES =
      ProviderConfigurationBuilder.create()
          .property()
          .name("accountPrefix")
          .label("Account prefix")
          .helpText("Letters and digits put before every account name this store returns.")
          .type(ProviderConfigProperty.STRING_TYPE)
          .add()
          .property()
          .name("lookupByEmail")
          .label("Look up by email")
          .helpText("Whether the store also finds accounts by their email address.")
          .type(ProviderConfigProperty.BOOLEAN_TYPE)
          .defaultValue("false")
          .add()
          .property()
          .name("refreshPeriod")
          .label("Refresh period")
          .helpText("How often the store reloads its accounts.")
          .type(ProviderConfigProperty.LIST_TYPE)
          .options("hourly", "daily", "weekly")
          .defaultValue("daily")
          .add()
          .property()
          .name("apiKey")
          .label("API key")
          .helpText("The key the store presents to its source.")
          .type(ProviderConfigProperty.PASSWORD)
          .secret(true)
          .add()
          .property()
          .name("allowedDomains")
          .label("Allowed domains")
          .helpText("Email domains whose accounts the store returns.")
          .type(ProviderConfigProperty.MULTIVALUED_STRING_TYPE)
          .add()
          .build();

  @Override
  public SampleUserStore create(KeycloakSession session, ComponentModel model) {
    return new SampleUserStore();
  }

  @Override
  public String getId() {
    return ID;
  }

  @Override
  public String getHelpText() {
    return "A sample user store that finds no users (for the Gatehouse console's tests).";
  }

  @Override
  public List<ProviderConfigProperty> getConfigProperties() {
    return PROPERTIES;
  }

  /** A check only the server makes, so the console's handling of a refused setting can be seen. */
  @Override
  public void validateConfiguration(
      KeycloakSession session, RealmModel realm, ComponentModel model)
      throws ComponentValidationException {
    String prefix = model.get("accountPrefix");
    if (prefix != null && !PREFIX.matcher(prefix).matches()) {
      throw new ComponentValidationException("Account prefix may hold only letters and digits.");
    }
  }
}
