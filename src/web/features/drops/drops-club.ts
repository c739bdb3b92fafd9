import { createContext, useContext } from 'react';

/**
 * The club whose drops the drops screen and form show (a club's manager on /club/{slug}/drops):
 * its slug, or undefined for the admin's /drops. The same screen and form serve both.
 */
export const DropsClub = createContext<string | undefined>(undefined);

export const useDropsClub = () => useContext(DropsClub);
