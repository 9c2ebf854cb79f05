/* test-session-advise.c — asking the Expert through the session, as a
 * person's hint does
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "lair-expert.h"
#include "session-test-util.h"

typedef struct {
  gboolean done;
  LairAdvice *advice;
  GError *error;
} Answer;

static void
answered_cb (GObject      *source_object,
             GAsyncResult *result,
             gpointer      user_data)
{
  Answer *answer = user_data;

  answer->advice = lair_game_session_advise_finish (LAIR_GAME_SESSION (source_object), result,
                                                    &answer->error);
  answer->done = TRUE;
}

static gboolean
answered (gpointer data)
{
  return ((Answer *) data)->done;
}

static void
answer_clear (Answer *answer)
{
  g_clear_pointer (&answer->advice, lair_advice_free);
  g_clear_error (&answer->error);
  answer->done = FALSE;
}

/* Waits on @context for an answer that gives no advice, and why */
static void
wait_refused (Answer       *answer,
              GMainContext *context,
              GQuark        domain,
              gint          code)
{
  test_iterate_until (context, answered, answer);
  g_assert_error (answer->error, domain, code);
  g_assert_null (answer->advice);
  answer_clear (answer);
}

/* Ada (seat 1) and a computer, at the first decision */
static LairGameSession *
game_at_decision (void)
{
  LairGameSession *session = test_session_new ();
  GError *error = NULL;

  lair_expert_set_rollouts (60);
  test_seat (session, "hc");
  lair_game_session_set_seed (session, 4);
  g_assert_true (lair_game_session_play (session, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (lair_seat_get_options (lair_game_session_get_seat (session, 0)), !=, 0);
  return session;
}

/* The advice is the Expert's on the table the seat sees, in words. */
static void
test_advice_in_words (void)
{
  g_autoptr(LairGameSession) session = game_at_decision ();
  g_autoptr(LairTableView) view = lair_game_session_get_table_view (session);
  g_autofree char *sentence = NULL;
  LairSeat *ada = lair_game_session_get_seat (session, 0);
  LairExpertAdvice expected;
  Answer answer = { 0 };
  guint decision = lair_game_session_get_decision (session);

  lair_game_session_advise_async (session, 0, NULL, answered_cb, &answer);
  test_iterate_until (NULL, answered, &answer);
  g_assert_no_error (answer.error);
  g_assert_nonnull (answer.advice);

  lair_expert_advise (view, lair_seat_get_player (ada), &expected);
  sentence = lair_expert_advice_sentence (&expected);
  g_assert_cmpstr (answer.advice->sentence, ==, sentence);
  g_assert_cmpuint (answer.advice->n_options, ==, expected.n_options);
  g_assert_cmpuint (answer.advice->n_options, >, 1);
  g_assert_cmpuint (answer.advice->best, ==, expected.best);
  for (guint k = 0; k < expected.n_options; k++)
    {
      g_assert_cmpstr (answer.advice->options[k].label, ==, lair_expert_choice_label (expected.options[k].choice));
      g_assert_cmpfloat (answer.advice->options[k].win, ==, expected.options[k].win);
    }
  /* asking changes nothing in the game */
  g_assert_cmpuint (lair_game_session_get_decision (session), ==, decision);
  g_assert_cmpuint (lair_seat_get_options (ada), !=, 0);
  answer_clear (&answer);
}

/* A seat with nothing to decide is told why, and a decision that passes
 * while the Expert thinks gets no advice. */
static void
test_advice_refused (void)
{
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  GMainContext *aside = g_main_context_new ();
  LairGameSession *session = test_session_new ();
  GError *error = NULL;
  Answer answer = { 0 };

  test_seat (session, "hc");
  lair_game_session_advise_async (session, 0, NULL, answered_cb, &answer);
  wait_refused (&answer, NULL, LAIR_SESSION_ERROR, LAIR_SESSION_ERROR_WRONG_PHASE);
  g_object_unref (session);

  session = game_at_decision ();
  lair_game_session_advise_async (session, 5, NULL, answered_cb, &answer);
  wait_refused (&answer, NULL, LAIR_SESSION_ERROR, LAIR_SESSION_ERROR_INVALID_SEAT);

  /* the answer comes on a context of its own, read only once Ada has
   * chosen and the decision has resolved */
  g_main_context_push_thread_default (aside);
  lair_game_session_advise_async (session, 0, NULL, answered_cb, &answer);
  g_main_context_pop_thread_default (aside);
  g_assert_true (lair_game_session_choose (session, 0, LAIR_CHOICE_LEAVE, &error));
  g_assert_no_error (error);
  test_step (session);
  wait_refused (&answer, aside, LAIR_SESSION_ERROR, LAIR_SESSION_ERROR_RESOLVED);
  g_object_unref (session);

  /* a question given up */
  session = game_at_decision ();
  lair_game_session_advise_async (session, 0, cancellable, answered_cb, &answer);
  g_cancellable_cancel (cancellable);
  wait_refused (&answer, NULL, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_object_unref (session);
  g_main_context_unref (aside);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/session/advise/in-words", test_advice_in_words);
  g_test_add_func ("/session/advise/refused", test_advice_refused);
  return g_test_run ();
}
