/** Props of the account island (client/islands/account-menu.ts). */
export interface AccountMenuProps {
  /** Config `customFields.communityBaseUrl`: where the member lookup goes. */
  communityBaseUrl: string;
  /** Config `customFields.environment`: `local` shows the sample member instead of asking. */
  environment: string;
  /** The mobile drawer, whose account and login panels follow the same state. */
  drawerId: string;
}

/**
 * The account island draws nothing of its own: the guest and member markup around it
 * (templates/layout/account-area.tsx) is complete, and the island only picks which shows.
 */
export function AccountMarker(_props: AccountMenuProps) {
  return null;
}
