import { useLocation, useRouteLoaderData } from "react-router";
import { type CompanyContact, companyContact } from "~/lib/company";
import type { loader as siteLayoutLoader } from "~/routes/site-layout";

/**
 * The company's details as the site shell's loader read them (the `company` section), for any
 * public page or section. Null only while the shell shows an error it could not read them for.
 */
export function useCompany(): CompanyContact | null {
  const layout = useRouteLoaderData<typeof siteLayoutLoader>("routes/site-layout");
  const { pathname } = useLocation();
  return layout?.company ? companyContact(layout.company, pathname) : null;
}
