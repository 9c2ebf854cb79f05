/* lair-game-session-advise.c — asking the Expert about a decision
 *
 * The Expert plays the rest of the game out many times before it
 * answers, which takes a moment, so it thinks in a thread from a copy of
 * the table view: what a careful player at the table knows, never the
 * hidden rooms. The computer seats playing as the Expert and a person's
 * hint ask it the same way.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "lair-expert.h"
#include "lair-game-session-private.h"
#include "lair-words.h"

static void
question_free (LairExpertQuestion *question)
{
  g_clear_pointer (&question->view, lair_table_view_free);
  g_free (question);
}

static void
think_thread (GTask        *task,
              gpointer      source_object,
              gpointer      task_data,
              GCancellable *cancellable)
{
  LairExpertQuestion *question = task_data;

  lair_expert_advise (question->view, question->player, &question->advice);
  if (g_task_return_error_if_cancelled (task))
    return;
  g_task_return_boolean (task, TRUE);
}

/*
 * lair_game_session_ask_expert:
 * @self: a session with a game
 * @player: a player inside, at a decision
 * @cancellable: (nullable): stops waiting for the answer
 * @callback: called on the calling thread's context with the answer
 * @user_data: its data
 *
 * Asks the Expert, in a thread, about @player's options at the decision
 * of now. Finish with lair_game_session_ask_expert_finish().
 */
void
lair_game_session_ask_expert (LairGameSession     *self,
                              guint                player,
                              GCancellable        *cancellable,
                              GAsyncReadyCallback  callback,
                              gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  LairExpertQuestion *question;

  g_return_if_fail (self->game != NULL);

  question = g_new0 (LairExpertQuestion, 1);
  question->serial = self->serial;
  question->round = self->think_round;
  question->decision = self->decision;
  question->player = player;
  question->view = lair_table_view_new (self->game);

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, lair_game_session_ask_expert);
  g_task_set_task_data (task, question, (GDestroyNotify) question_free);
  g_task_run_in_thread (task, think_thread);
}

/*
 * lair_game_session_ask_expert_finish:
 * @self: the session asked
 * @result: the answer
 * @error: %G_IO_ERROR_CANCELLED when the question was cancelled
 *
 * Returns: (transfer none) (nullable): the question and the Expert's
 *   advice, kept with @result
 */
const LairExpertQuestion *
lair_game_session_ask_expert_finish (LairGameSession  *self,
                                     GAsyncResult     *result,
                                     GError          **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), NULL);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == lair_game_session_ask_expert, NULL);

  if (!g_task_propagate_boolean (G_TASK (result), error))
    return NULL;
  return g_task_get_task_data (G_TASK (result));
}

/**
 * lair_advice_free:
 * @advice: (transfer full): advice from lair_game_session_advise_finish()
 */
/* The advice with what its words are made from, so that they can be
 * made again in another language */
typedef struct {
  LairAdvice advice;
  LairExpertAdvice expert;
  LairOptions options;
  guint part;
} Advice;

void
lair_advice_free (LairAdvice *advice)
{
  if (advice == NULL)
    return;
  g_free (advice->sentence);
  for (guint k = 0; k < advice->n_options; k++)
    g_free (advice->options[k].label);
  g_free ((Advice *) advice);
}

/**
 * lair_advice_reword:
 * @advice: advice from lair_game_session_advise_finish()
 *
 * Makes the advice's sentence and option labels again, in the language
 * of the calling thread's locale (see uselocale()), for a player who
 * reads another language than the window's.
 */
void
lair_advice_reword (LairAdvice *advice)
{
  Advice *self = (Advice *) advice;

  g_return_if_fail (advice != NULL);

  g_free (advice->sentence);
  advice->sentence = lair_advice_sentence (&self->expert, self->options, self->part);
  for (guint k = 0; k < advice->n_options; k++)
    {
      g_free (advice->options[k].label);
      advice->options[k].label = lair_choice_option_label (self->expert.options[k].choice,
                                                           self->options, self->part);
    }
}

static LairAdvice *
advice_in_words (const LairExpertQuestion *question)
{
  const LairExpertAdvice *expert = &question->advice;
  Advice *self = g_new0 (Advice, 1);
  LairAdvice *advice = &self->advice;

  self->expert = *expert;
  self->options = lair_table_view_get_options (question->view, question->player);
  self->part = lair_table_view_get_part (question->view);
  advice->n_options = expert->n_options;
  advice->likely = expert->likely;
  advice->clear = expert->clear;
  for (guint k = 0; k < expert->n_options; k++)
    {
      advice->options[k].win = expert->options[k].win;
      advice->options[k].margin = expert->options[k].margin;
    }
  lair_advice_reword (advice);
  return advice;
}

static void
advised_cb (GObject      *source_object,
            GAsyncResult *result,
            gpointer      user_data)
{
  LairGameSession *self = LAIR_GAME_SESSION (source_object);
  g_autoptr(GTask) task = user_data;
  g_autoptr(GError) error = NULL;
  const LairExpertQuestion *question;

  question = lair_game_session_ask_expert_finish (self, result, &error);
  if (question == NULL)
    g_task_return_error (task, g_steal_pointer (&error));
  else if (question->serial != self->serial || question->decision != self->decision)
    g_task_return_new_error (task, LAIR_SESSION_ERROR, LAIR_SESSION_ERROR_RESOLVED,
                             _("Too late: that decision is over"));
  else
    g_task_return_pointer (task, advice_in_words (question), (GDestroyNotify) lair_advice_free);
}

/**
 * lair_game_session_advise_async:
 * @self: a #LairGameSession
 * @index: the seat that asks
 * @cancellable: (nullable): stops waiting for the advice
 * @callback: called with the advice
 * @user_data: its data
 *
 * Asks the Expert what each of the seat's options at this decision is
 * worth, as the computer seats playing as the Expert do. The Expert
 * reads only what the table shows, so asking changes nothing in the game
 * (lair_game_session_note_hint() counts the hint). Finish with
 * lair_game_session_advise_finish().
 */
void
lair_game_session_advise_async (LairGameSession     *self,
                                guint                index,
                                GCancellable        *cancellable,
                                GAsyncReadyCallback  callback,
                                gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  GError *error = NULL;
  LairSeat *seat;
  gint player;

  g_return_if_fail (LAIR_IS_GAME_SESSION (self));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, lair_game_session_advise_async);

  if (self->phase == LAIR_SESSION_MENU || self->game == NULL)
    {
      g_task_return_new_error (task, LAIR_SESSION_ERROR, LAIR_SESSION_ERROR_WRONG_PHASE,
                               _("No game is being played"));
      return;
    }
  if ((seat = lair_game_session_find_seat (self, index, &error)) == NULL)
    {
      g_task_return_error (task, error);
      return;
    }
  player = lair_seat_get_player (seat);
  if (player < 0 || !lair_game_seat_is_inside (self->game, (guint) player))
    {
      g_task_return_new_error (task, LAIR_SESSION_ERROR, LAIR_SESSION_ERROR_NOT_INSIDE,
                               _("%s is not in the dungeon"), lair_seat_get_name (seat));
      return;
    }
  if (lair_game_get_options (self->game, (guint) player) == 0)
    {
      g_task_return_new_error (task, LAIR_SESSION_ERROR, LAIR_SESSION_ERROR_RESOLVED,
                               _("Too late: that decision is over"));
      return;
    }

  lair_game_session_ask_expert (self, (guint) player, cancellable, advised_cb, g_steal_pointer (&task));
}

/**
 * lair_game_session_advise_finish:
 * @self: a #LairGameSession
 * @result: the result given to the callback
 * @error: %LAIR_SESSION_ERROR_RESOLVED when the decision passed while the
 *   Expert thought, or why the seat could not ask
 *
 * Returns: (transfer full) (nullable): the advice, in words
 */
LairAdvice *
lair_game_session_advise_finish (LairGameSession  *self,
                                 GAsyncResult     *result,
                                 GError          **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), NULL);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == lair_game_session_advise_async, NULL);

  return g_task_propagate_pointer (G_TASK (result), error);
}
