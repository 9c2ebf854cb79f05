/* session-test-util.c — driving sessions in tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "session-test-util.h"

#define MAX_IDLE_ITERATIONS 1000

LairGameSession *
test_session_new (void)
{
  return g_object_new (LAIR_TYPE_GAME_SESSION,
                       "grace-delay", 0,
                       "think-delay", 0,
                       "reveal-delay", 0,
                       NULL);
}

LairChoice
test_policy (LairGameSession *session,
             guint            index)
{
  LairSeat *seat = lair_game_session_get_seat (session, index);
  guint decision = lair_game_session_get_decision (session);
  LairOptions options = lair_seat_get_options (seat);
  LairOptions staying = options & ~LAIR_OPTION (LAIR_CHOICE_LEAVE);
  guint n = 0;
  guint nth;

  g_assert_cmpuint (options, !=, 0);

  if ((options & LAIR_OPTION (LAIR_CHOICE_LEAVE)) &&
      ((decision * 7 + index * 3) % 9 == 0 || staying == 0))
    return LAIR_CHOICE_LEAVE;

  for (guint c = 0; c < LAIR_N_CHOICES; c++)
    n += (staying & LAIR_OPTION (c)) != 0;
  nth = (decision + index) % n;
  for (guint c = 0; c < LAIR_N_CHOICES; c++)
    if ((staying & LAIR_OPTION (c)) && nth-- == 0)
      return c;
  g_assert_not_reached ();
}

void
test_humans_choose (LairGameSession *session)
{
  if (lair_game_session_get_phase (session) != LAIR_SESSION_PLAYING)
    return;

  for (guint i = 0; i < LAIR_N_SEATS; i++)
    {
      LairSeat *seat = lair_game_session_get_seat (session, i);
      g_autoptr(GError) error = NULL;

      if (lair_seat_get_kind (seat) != LAIR_SEAT_HUMAN || !lair_seat_get_inside (seat) ||
          lair_seat_get_choice (seat) != LAIR_CHOICE_NONE)
        continue;
      lair_game_session_choose (session, i, test_policy (session, i), &error);
      g_assert_no_error (error);
    }
}

void
test_step (LairGameSession *session)
{
  guint idle = 0;

  test_humans_choose (session);
  while (!g_main_context_iteration (g_main_context_get_thread_default (), FALSE))
    {
      /* with every delay at zero something is always due */
      g_assert_cmpuint (++idle, <, MAX_IDLE_ITERATIONS);
    }
}

void
test_play_to_end (LairGameSession *session)
{
  guint steps = 0;

  while (lair_game_session_get_phase (session) != LAIR_SESSION_FINISHED)
    {
      test_step (session);
      g_assert_cmpuint (++steps, <, 100000);
    }
}

void
test_seat (LairGameSession *session,
           const char      *kinds)
{
  for (guint i = 0; kinds[i] != '\0'; i++)
    {
      g_autoptr(GError) error = NULL;

      switch (kinds[i])
        {
        case 'h':
          lair_game_session_join_seat (session, i, &error);
          g_assert_no_error (error);
          lair_game_session_finish_joining (session, i, NULL, &error);
          break;
        case 'c':
          lair_game_session_make_computer (session, i, &error);
          break;
        default:
          lair_game_session_leave_seat (session, i, &error);
          break;
        }
      g_assert_no_error (error);
    }
}

void
test_iterate_until (GMainContext *context,
                    gboolean    (*done) (gpointer data),
                    gpointer      data)
{
  guint n = 0;

  while (!done (data))
    {
      g_main_context_iteration (context, TRUE);
      g_assert_cmpuint (++n, <, 1000000);
    }
}

static void
choices_resolved_cb (LairGameSession *session,
                     GVariant        *choices,
                     GArray          *rows)
{
  TestRow row;
  GVariantIter iter;
  guint32 index;
  gint32 choice;

  for (guint p = 0; p < LAIR_MAX_PLAYERS; p++)
    row.c[p] = LAIR_CHOICE_NONE;
  g_variant_iter_init (&iter, choices);
  while (g_variant_iter_next (&iter, "(ui)", &index, &choice))
    {
      gint p = lair_seat_get_player (lair_game_session_get_seat (session, index));

      g_assert_cmpint (p, >=, 0);
      row.c[p] = choice;
    }
  g_array_append_val (rows, row);
}

void
test_collect_rows (LairGameSession *session,
                   GArray          *rows)
{
  g_signal_connect (session, "choices-resolved", G_CALLBACK (choices_resolved_cb), rows);
}

LairGame *
test_replay_rows (const LairGameConfig *config,
                  GArray               *rows,
                  LairEventFunc         func,
                  gpointer              data)
{
  LairGame *game = lair_game_new (config);

  lair_game_set_event_func (game, func, data);
  lair_game_start (game);
  for (guint r = 0; r < rows->len; r++)
    {
      if (lair_game_get_phase (game) == LAIR_PHASE_DUNGEON_OVER)
        lair_game_next_dungeon (game);
      g_assert_true (lair_game_decide (game, g_array_index (rows, TestRow, r).c, NULL));
    }
  g_assert_cmpint (lair_game_get_phase (game), ==, LAIR_PHASE_GAME_OVER);
  return game;
}

char *
test_long_name (void)
{
  static const char piece[] = "Spider Lair Länge 蜘蛛 🕷 ";
  g_autoptr(GString) name = g_string_new (NULL);
  const char *end;

  while (g_utf8_strlen (name->str, -1) < TEST_LONG_NAME_CHARS)
    g_string_append (name, piece);
  end = g_utf8_offset_to_pointer (name->str, TEST_LONG_NAME_CHARS - 1);
  g_string_truncate (name, (gsize) (end - name->str));
  g_string_append_c (name, '!');
  g_assert_cmpint (g_utf8_strlen (name->str, -1), ==, TEST_LONG_NAME_CHARS);
  return g_string_free (g_steal_pointer (&name), FALSE);
}
