import * as migration_20261122_000654_initial from './20261122_000654_initial';
import * as migration_20261122_023508_catalogue_ratings from './20261122_023508_catalogue_ratings';

export const migrations = [
  {
    up: migration_20261122_000654_initial.up,
    down: migration_20261122_000654_initial.down,
    name: '20261122_000654_initial',
  },
  {
    up: migration_20261122_023508_catalogue_ratings.up,
    down: migration_20261122_023508_catalogue_ratings.down,
    name: '20261122_023508_catalogue_ratings'
  },
];
