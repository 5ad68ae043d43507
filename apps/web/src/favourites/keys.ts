// The stored lists' keys alone, so the home page's entry chunk can test for favourites without their code.
export const FAVOURITES_KEY = 'toolnest:favourites:v1';
export const RECENT_KEY = 'toolnest:recent:v1';
