export const MESSAGES_PAGE_SIZE = 20;
