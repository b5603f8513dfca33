import * as migration_20261122_000658_initial from './20261122_000658_initial';

export const migrations = [
  {
    up: migration_20261122_000658_initial.up,
    down: migration_20261122_000658_initial.down,
    name: '20261122_000658_initial'
  },
];
