/** The feature remotes the shell mounts (their MF container names, see docs/platform.md). */
export type RemoteName = 'mfe_restaurants' | 'mfe_meals' | 'mfe_discover' | 'mfe_account';
