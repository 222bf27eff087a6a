import type { Meal } from '@dd/contracts';
import { apiRequest } from '@dd/shell-kit';
import type { MealPayload } from '../model/mealPayload';

const mealPath = (id: string) => `/api/meals/${encodeURIComponent(id)}`;

/** POST /api/meals: answers the created meal, `_id` included. */
export function createMeal(payload: MealPayload): Promise<Meal> {
  return apiRequest<Meal>('/api/meals', { method: 'POST', body: payload });
}

/** PUT /api/meals/{id}: answers the updated meal. */
export function updateMeal(id: string, payload: MealPayload): Promise<Meal> {
  return apiRequest<Meal>(mealPath(id), { method: 'PUT', body: payload });
}

/** PUT /api/meals/{id} with only the notes: answers the updated meal. */
export function updateMealNotes(id: string, notes: string): Promise<Meal> {
  return apiRequest<Meal>(mealPath(id), { method: 'PUT', body: { notes } });
}

/** DELETE /api/meals/{id}. */
export function deleteMeal(id: string): Promise<void> {
  return apiRequest<void>(mealPath(id), { method: 'DELETE' });
}
