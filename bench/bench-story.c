/* bench-story.c — how long a game takes to watch at the default pace
 *
 * Plays all-computer games of four seats with the story on its own
 * clock, and adds up what a table waits through at the default speed:
 * every beat of the story as it holds, each dungeon's summary, and each
 * decision's thinking and change-of-mind second. Prints the figures; it
 * asserts nothing about them.
 *
 * usage: bench-story [GAMES] [SEATS]
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdlib.h>

#include "lair-story.h"

/* The window's defaults: a computer thinks think-delay × U(2/3, 4/3)
 * (the schema’s 600 ms), the table waits for the slowest, then the grace
 * second runs */
#define THINK_DELAY  600.0
#define GRACE_DELAY 1000.0
/* A table of computers goes on from a summary by itself */
#define SUMMARY_HOLD 4000

typedef struct {
  guint64 story_ms;
  guint64 summary_ms;
  guint   decisions;
  guint   beats;
  guint   outcomes;
} Tally;

static void
beat_cb (LairStory      *story,
         const LairBeat *beat,
         Tally          *t)
{
  t->beats++;
  t->outcomes += lair_beat_is_outcome (beat);
  if (beat->kind == LAIR_BEAT_REVEAL)
    t->decisions++;
  if (beat->kind == LAIR_BEAT_SUMMARY)
    t->summary_ms += SUMMARY_HOLD;
  else
    t->story_ms += lair_story_get_beat_time (story);
}

/* The expected slowest of n computers thinking at once */
static double
slowest_think (guint n)
{
  /* the largest of n uniforms on [a, b] is a + (b − a) · n / (n + 1) */
  return THINK_DELAY * (2.0 / 3.0 + (2.0 / 3.0) * n / (n + 1.0));
}

int
main (int   argc,
      char *argv[])
{
  guint games = argc > 1 ? (guint) atoi (argv[1]) : 20;
  guint seats = argc > 2 ? (guint) CLAMP (atoi (argv[2]), 1, LAIR_N_SEATS) : 4;
  double total_s = 0, story_s = 0, wait_s = 0, summary_s = 0;
  guint beats = 0, outcomes = 0;

  for (guint g = 0; g < games; g++)
    {
      g_autoptr(LairGameSession) session = g_object_new (LAIR_TYPE_GAME_SESSION, "think-delay", 0,
                                                         "grace-delay", 1, "reveal-delay", 1, NULL);
      g_autoptr(LairStory) story = lair_story_new (session);
      Tally t = { 0 };
      double wait;

      lair_story_set_manual_clock (story, TRUE);
      g_signal_connect (story, "beat-started", G_CALLBACK (beat_cb), &t);
      for (guint i = 0; i < seats; i++)
        lair_game_session_make_computer (session, i, NULL);
      lair_game_session_set_seed (session, 1000 + g);
      lair_game_session_play (session, NULL);
      while (lair_game_session_get_phase (session) != LAIR_SESSION_FINISHED || lair_story_get_busy (story))
        {
          if (lair_story_get_waiting (story))
            lair_story_continue (story);
          else if (lair_story_get_beat (story) != NULL)
            lair_story_advance (story, lair_story_get_beat_time (story));
          else
            g_main_context_iteration (NULL, !lair_story_get_busy (story));
        }
      lair_story_stop (story);
      wait = t.decisions * (slowest_think (seats) + GRACE_DELAY) / 1000.0;
      story_s += t.story_ms / 1000.0;
      summary_s += t.summary_ms / 1000.0;
      wait_s += wait;
      total_s += t.story_ms / 1000.0 + t.summary_ms / 1000.0 + wait;
      beats += t.beats;
      outcomes += t.outcomes;
    }

  g_print ("%u all-computer games of %u seats at the default pace\n", games, seats);
  g_print ("  a game takes %.0f s (%d min %02d s) on average:\n", total_s / games,
           (int) (total_s / games) / 60, (int) (total_s / games) % 60);
  g_print ("    the story's beats  %6.0f s  (%.0f beats, %.0f of them outcomes)\n", story_s / games,
           (double) beats / games, (double) outcomes / games);
  g_print ("    the summaries      %6.0f s\n", summary_s / games);
  g_print ("    thinking and grace %6.0f s\n", wait_s / games);
  return 0;
}
