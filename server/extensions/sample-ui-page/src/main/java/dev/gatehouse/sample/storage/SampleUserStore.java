package dev.gatehouse.sample.storage;

import org.keycloak.models.RealmModel;
import org.keycloak.models.UserModel;
import org.keycloak.storage.UserStorageProvider;
import org.keycloak.storage.user.UserLookupProvider;

/** The sample store's provider: every lookup answers that it knows no such user. */
public class SampleUserStore implements UserStorageProvider, UserLookupProvider {

  @Override
  public UserModel getUserById(RealmModel realm, String id) {
    return null;
  }

  @Override
  public UserModel getUserByUsername(RealmModel realm, String username) {
    return null;
  }

  @Override
  public UserModel getUserByEmail(RealmModel realm, String email) {
    return null;
  }

  @Override
  public void close() {}
}
