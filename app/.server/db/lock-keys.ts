/**
 * The PostgreSQL advisory locks the server takes, in one place: two uses of one number would
 * make unrelated work wait for, or skip, each other (a site-data restore and the retention pass
 * once shared a key). A new lock takes a new number here.
 */
export const lockKeys = {
  /** Migrations at start-up, one instance at a time (db/client.ts). */
  migrations: 727_001,
  /** Site data import, restore and reset (admin/site-data.ts). */
  siteData: 727_002,
  /** The CRM alert's check (outbox/crm-alerts.ts). */
  crmAlerts: 727_027,
  /** The retention pass (retention.ts). */
  retention: 727_025,
  /** The daily backup's turn (backup/daily-backups.ts). */
  dailyBackup: 727_040,
  /** Scheduled publications (content/scheduled-publications.ts). */
  schedule: 727_051,
  /** A Styling save's check that nobody saved since the screen was opened (styles/site-styles.ts). */
  styling: 727_042,
} as const;
