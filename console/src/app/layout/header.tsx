import {
  Brand,
  Masthead,
  MastheadBrand,
  MastheadContent,
  MastheadLogo,
  MastheadMain,
  MastheadToggle,
  PageToggleButton,
  Toolbar,
  ToolbarContent,
  ToolbarGroup,
  ToolbarItem,
} from "@patternfly/react-core";
import { BarsIcon } from "@patternfly/react-icons";
import { useTranslation } from "react-i18next";
import { RouterLink } from "@/shared/ui/links/router-link";
import { toHome } from "@/features/home/paths";
import { useEnvironment } from "@/shared/api/environment-context";
import { useRealm } from "@/shared/api/realm";
import { ColorSchemeToggle } from "./color-scheme-toggle";
import gatehouseLogo from "./gatehouse-logo.svg";
import { HelpMenu } from "./help-menu";
import { UserMenu } from "./user-menu";

/** The theme's logo when it names one (relative to its resources), else Gatehouse's. */
export function logoSource(environment: { logo: string; resourceUrl: string }): string {
  if (environment.logo === "") return gatehouseLogo;
  if (/^(https?:)?\/\//.test(environment.logo) || environment.logo.startsWith("data:")) {
    return environment.logo;
  }
  return `${environment.resourceUrl.replace(/\/$/, "")}/${environment.logo.replace(/^\//, "")}`;
}

/** The masthead: navigation toggle, logo to the realm home, help menu, theme switch, user menu. */
export function Header() {
  const { t } = useTranslation();
  const environment = useEnvironment();
  const realm = useRealm();
  const logo = (
    <Brand
      src={logoSource(environment)}
      alt={t("shell.header.logo")}
      heights={{ default: "36px" }}
    />
  );
  return (
    <Masthead>
      <MastheadMain>
        <MastheadToggle>
          <PageToggleButton isHamburgerButton aria-label={t("shell.header.toggleNavigation")}>
            <BarsIcon />
          </PageToggleButton>
        </MastheadToggle>
        <MastheadBrand>
          {environment.logoUrl === "" ? (
            <MastheadLogo component={RouterLink} href={toHome({ realm })}>
              {logo}
            </MastheadLogo>
          ) : (
            <MastheadLogo href={environment.logoUrl}>{logo}</MastheadLogo>
          )}
        </MastheadBrand>
      </MastheadMain>
      <MastheadContent>
        <Toolbar isFullHeight isStatic>
          <ToolbarContent>
            <ToolbarGroup align={{ default: "alignEnd" }} gap={{ default: "gapSm" }}>
              <ToolbarItem visibility={{ default: "hidden", md: "visible" }}>
                <HelpMenu />
              </ToolbarItem>
              <ToolbarItem>
                <ColorSchemeToggle />
              </ToolbarItem>
              <ToolbarItem>
                <UserMenu />
              </ToolbarItem>
            </ToolbarGroup>
          </ToolbarContent>
        </Toolbar>
      </MastheadContent>
    </Masthead>
  );
}
