import { InvalidNearbyResponseError } from './nearbyMessages';
import { listResultsView, nearbyResultsView } from './results';

const PIZZA = { id: 'p', name: 'Pizza' };

describe('nearbyResultsView', () => {
  it('is loading while pending, loaded with listings', () => {
    expect(nearbyResultsView({ status: 'pending', error: null }, 'location')).toEqual({
      status: 'loading',
    });
    expect(
      nearbyResultsView({ status: 'success', data: [PIZZA], error: null }, 'location'),
    ).toEqual({
      status: 'loaded',
      listings: [PIZZA],
    });
  });

  it('reads the nearby empty message for no listings', () => {
    expect(nearbyResultsView({ status: 'success', data: [], error: null }, 'user')).toEqual({
      status: 'empty',
      message: 'No restaurants found with current filters. Try adjusting your search criteria.',
    });
  });

  it.each([
    [
      new InvalidNearbyResponseError(),
      'location',
      'Unable to load nearby restaurants. Please try again later.',
    ],
    [
      new InvalidNearbyResponseError(),
      'user',
      'Unable to load nearby restaurants. Please try again later.',
    ],
    [
      new Error('Failed to search nearby restaurants: x'),
      'location',
      'Unable to load nearby restaurants. Please try again.',
    ],
    [
      new Error('Failed to search nearby restaurants: x'),
      'user',
      'Unable to load nearby restaurants: Failed to search nearby restaurants: x',
    ],
  ] as const)('an error %p after a %s fetch reads %j', (error, cause, message) => {
    expect(nearbyResultsView({ status: 'error', error }, cause)).toEqual({
      status: 'error',
      message,
    });
  });
});

it('a searched list that is empty reads the results empty text', () => {
  expect(listResultsView([])).toEqual({
    status: 'empty',
    message: 'No restaurants found with the current filters. Try adjusting your search criteria.',
  });
  expect(listResultsView([PIZZA])).toEqual({ status: 'loaded', listings: [PIZZA] });
});
