import { ConfigError, getConfig, type Config } from '../lib/config';

/** Validates the environment or exits with the message naming each bad variable. */
export function configOrExit(): Config {
  try {
    return getConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
