import * as migration_20261122_000658_initial from './20261122_000658_initial';
import * as migration_20261122_023515_catalogue_ratings from './20261122_023515_catalogue_ratings';

export const migrations = [
  {
    up: migration_20261122_000658_initial.up,
    down: migration_20261122_000658_initial.down,
    name: '20261122_000658_initial',
  },
  {
    up: migration_20261122_023515_catalogue_ratings.up,
    down: migration_20261122_023515_catalogue_ratings.down,
    name: '20261122_023515_catalogue_ratings'
  },
];
