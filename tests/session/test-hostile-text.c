/* test-hostile-text.c — seat names as people type them: markup, very
 * long, right to left, emoji, combining marks and bytes that are no text
 * stay what was typed, through joining, a whole game and a resumed one
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "lair-game-session.h"
#include "session-test-util.h"


static const char * const hostile[] = {
  "<b>bold</b>",
  "&amp;",
  "a & b",
  "<span size=\"xx-large\">big</span> <i>unclosed",
  "مرحبا يا عنكبوت",
  "שלום עכביש",
  "left \u202Eright to left\u202C left",
  "🕷️🕸️ 👩‍👩‍👧‍👦 🏳️‍🌈",
  "Cafe\u0301",
  "Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǧ̗͚̚o̙̔ͮ̇͐̇",
  "\"quoted\" back\\slash\ttab",
  "two\nlines",
  "%s%n%x",
};

static const char invalid[] = "bad \xff\xfe and \xc3( end";

static void
count_cb (GObject    *object,
          GParamSpec *pspec,
          guint      *count)
{
  (*count)++;
}

/* The name a seat gets from @typed: what was typed, or, for bytes that
 * are no UTF-8, either those same bytes or the text with each replaced
 * by U+FFFD (the history keeps the latter in any case). */
static void
assert_name (LairSeat   *seat,
             const char *typed)
{
  g_autofree char *valid = g_utf8_make_valid (typed, -1);
  g_autofree char *property = NULL;
  const char *name = lair_seat_get_name (seat);

  g_object_get (seat, "name", &property, NULL);
  g_assert_cmpstr (property, ==, name);
  if (g_utf8_validate (typed, -1, NULL))
    g_assert_cmpstr (name, ==, typed);
  else
    g_assert_true (g_str_equal (name, typed) || g_str_equal (name, valid));
}

static void
join (LairGameSession *session,
      guint            index,
      const char      *name)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (lair_game_session_join_seat (session, index, &error));
  g_assert_no_error (error);
  g_assert_true (lair_game_session_finish_joining (session, index, name, &error));
  g_assert_no_error (error);
}

/* Each name, given on joining, is the seat's name and its property, and
 * says so once. */
static void
test_join (void)
{
  g_autofree char *long_name = test_long_name ();
  const char *names[G_N_ELEMENTS (hostile) + 2];

  memcpy (names, hostile, sizeof hostile);
  names[G_N_ELEMENTS (hostile)] = long_name;
  names[G_N_ELEMENTS (hostile) + 1] = invalid;

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autoptr(LairGameSession) session = test_session_new ();
      g_autoptr(GError) error = NULL;
      LairSeat *seat = lair_game_session_get_seat (session, 0);
      guint notified = 0;

      g_assert_true (lair_game_session_join_seat (session, 0, &error));
      g_signal_connect (seat, "notify::name", G_CALLBACK (count_cb), &notified);
      g_assert_true (lair_game_session_finish_joining (session, 0, names[i], &error));
      g_assert_no_error (error);
      g_assert_cmpuint (notified, ==, 1);
      assert_name (seat, names[i]);
      g_assert_true (lair_game_session_get_can_play (session));
    }

  g_assert_cmpint (g_utf8_strlen (long_name, -1), ==, TEST_LONG_NAME_CHARS);
}

/* Only the spaces around a name go; markup and inner line breaks stay,
 * and a name of nothing but spaces keeps the seat's name. */
static void
test_join_spaces (void)
{
  g_autoptr(LairGameSession) session = test_session_new ();
  g_autoptr(GError) error = NULL;
  LairSeat *seat = lair_game_session_get_seat (session, 0);
  g_autofree char *before = NULL;

  join (session, 0, " \t<b>bold</b>\n two \n");
  g_assert_cmpstr (lair_seat_get_name (seat), ==, "<b>bold</b>\n two");

  g_assert_true (lair_game_session_join_seat (session, 1, &error));
  before = g_strdup (lair_seat_get_name (lair_game_session_get_seat (session, 1)));
  g_assert_true (lair_game_session_finish_joining (session, 1, " \t\n ", &error));
  g_assert_no_error (error);
  g_assert_cmpstr (lair_seat_get_name (lair_game_session_get_seat (session, 1)), ==, before);
}

/* A whole game at a table of hostile names leaves every name as typed. */
static void
test_game (void)
{
  g_autoptr(GMainContext) context = g_main_context_new ();
  g_autofree char *long_name = test_long_name ();
  LairGameSession *session;
  g_autoptr(GError) error = NULL;
  const char *names[LAIR_N_SEATS];
  guint notified = 0;

  g_main_context_push_thread_default (context);
  session = test_session_new ();
  for (guint i = 0; i < LAIR_N_SEATS; i++)
    {
      names[i] = i == 3 ? long_name : i == 8 ? invalid : hostile[i];
      join (session, i, names[i]);
      g_signal_connect (lair_game_session_get_seat (session, i), "notify::name",
                        G_CALLBACK (count_cb), &notified);
    }
  lair_game_session_set_seed (session, 2718);
  g_assert_true (lair_game_session_play (session, &error));
  g_assert_no_error (error);
  test_play_to_end (session);

  g_assert_cmpuint (notified, ==, 0);
  g_assert_cmpuint (lair_game_session_get_record (session)->n_players, ==, LAIR_N_SEATS);
  for (guint i = 0; i < LAIR_N_SEATS; i++)
    assert_name (lair_game_session_get_seat (session, i), names[i]);

  g_assert_finalize_object (session);
  g_main_context_pop_thread_default (context);
}

/* Plays a few decisions with @names seated (computers in the other
 * seats), saves, and resumes in a fresh session. Returns the resumed
 * session, or %NULL with @error set if the save was refused. */
static LairGameSession *
save_and_resume (const char * const *names,
                 guint               n_names,
                 GError            **error)
{
  g_autoptr(LairGameSession) session = test_session_new ();
  g_autoptr(LairGameSession) resumed = test_session_new ();
  g_autoptr(GBytes) saved = NULL;

  for (guint i = 0; i < n_names; i++)
    join (session, i, names[i]);
  g_assert_true (lair_game_session_make_computer (session, n_names, NULL));
  lair_game_session_set_seed (session, 31);
  g_assert_true (lair_game_session_play (session, NULL));
  for (guint s = 0; s < 6; s++)
    test_step (session);
  g_assert_cmpint (lair_game_session_get_phase (session), ==, LAIR_SESSION_PLAYING);

  saved = lair_game_session_save (session);
  g_assert_nonnull (saved);
  if (!lair_game_session_restore (resumed, saved, error))
    return NULL;
  return g_steal_pointer (&resumed);
}

/* Markup, right to left, emoji and combining marks come back from a
 * saved game as they were typed. */
static void
test_resume (void)
{
  g_autoptr(GMainContext) context = g_main_context_new ();
  g_autoptr(GError) error = NULL;

  g_main_context_push_thread_default (context);
  for (guint first = 0; first < G_N_ELEMENTS (hostile); first += LAIR_N_SEATS - 1)
    {
      guint n = MIN (LAIR_N_SEATS - 1, G_N_ELEMENTS (hostile) - first);
      g_autoptr(LairGameSession) resumed = save_and_resume (&hostile[first], n, &error);

      g_assert_no_error (error);
      for (guint i = 0; i < n; i++)
        assert_name (lair_game_session_get_seat (resumed, i), hostile[first + i]);
    }
  g_main_context_pop_thread_default (context);
}

/* A name of ten thousand characters comes back from a saved game. */
static void
test_resume_long (void)
{
  g_autoptr(GMainContext) context = g_main_context_new ();
  g_autofree char *long_name = test_long_name ();
  const char *names[] = { long_name };
  g_autoptr(LairGameSession) resumed = NULL;
  g_autoptr(GError) error = NULL;

  g_main_context_push_thread_default (context);
  resumed = save_and_resume (names, 1, &error);
  g_main_context_pop_thread_default (context);

  g_assert_no_error (error);
  g_assert_nonnull (resumed);
  assert_name (lair_game_session_get_seat (resumed, 0), long_name);
}

/* A name with bytes that are no UTF-8 is made text when joining, and
 * that survives saving and resuming. */
static void
test_resume_invalid (void)
{
  g_autoptr(GMainContext) context = g_main_context_new ();
  g_autoptr(LairGameSession) resumed = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *valid = g_utf8_make_valid (invalid, -1);
  const char *names[] = { invalid };

  g_main_context_push_thread_default (context);
  resumed = save_and_resume (names, 1, &error);
  g_main_context_pop_thread_default (context);
  g_assert_no_error (error);
  g_assert_nonnull (resumed);
  /* the seat took the name with U+FFFD for the stray bytes */
  g_assert_cmpstr (lair_seat_get_name (lair_game_session_get_seat (resumed, 0)), ==, valid);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/session/hostile-text/join", test_join);
  g_test_add_func ("/session/hostile-text/join-spaces", test_join_spaces);
  g_test_add_func ("/session/hostile-text/game", test_game);
  g_test_add_func ("/session/hostile-text/resume", test_resume);
  g_test_add_func ("/session/hostile-text/resume-long", test_resume_long);
  g_test_add_func ("/session/hostile-text/resume-invalid", test_resume_invalid);

  return g_test_run ();
}
