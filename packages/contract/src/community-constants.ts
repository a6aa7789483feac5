/** Most pictures a circle post holds, as the app's composer allows (a 3 × 3 grid). */
export const CIRCLE_POST_IMAGES_MAX = 9;
/** Posts a page of a circle's or a topic's list holds unless asked otherwise, and at most. */
export const CIRCLE_POSTS_PAGE_SIZE = 10;
export const CIRCLE_POSTS_PAGE_MAX = 30;
/** Comments a page of a post's comments holds unless asked otherwise, and at most. */
export const CIRCLE_COMMENTS_PAGE_SIZE = 10;
export const CIRCLE_COMMENTS_PAGE_MAX = 50;
