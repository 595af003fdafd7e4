/** How long the links in account e-mails work: the auth configuration and the e-mails that promise it read these. */
export const CONFIRMATION_LINK_HOURS = 24;
export const RESET_LINK_HOURS = 1;
