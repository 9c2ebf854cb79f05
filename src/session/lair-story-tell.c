/* lair-story-tell.c — what the session tells, turned into beats
 *
 * Each event of the game becomes a beat of the story, or changes the one
 * being put together: the gems shared join one scene, the seats a Queen
 * pays share one mark, every seat's choice is turned over in one reveal.
 * See lair-story.c for how the beats are played.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "lair-story.h"
#include "lair-story-private.h"
#include "lair-words.h"
#include "lair-words-summary.h"

typedef LairStoryBeat Beat;

static const char *
seat_name (LairStory *self,
           guint      index)
{
  return lair_seat_get_name (lair_game_session_get_seat (self->session, index));
}

static Beat *
note (LairStory *self,
      char      *line)
{
  Beat *beat = lair_story_beat_new (LAIR_BEAT_NOTE, LAIR_SCENE_NONE);

  g_ptr_array_add (beat->pub.lines, line);
  return lair_story_enqueue (self, beat);
}

/* The last beat queued, if it shows a scene of @kind, to add a seat to */
static Beat *
last_scene (LairStory     *self,
            LairSceneKind  kind,
            const char    *sprite)
{
  Beat *beat = g_queue_peek_tail (&self->beats);

  if (beat != NULL && beat != self->playing && beat->pub.scene.kind == kind &&
      (kind != LAIR_SCENE_MARK || g_strcmp0 (beat->pub.scene.sprite, sprite) == 0))
    return beat;
  return NULL;
}

/* What the session tells */

static void
dungeon_built (LairStory       *self,
               const LairEvent *event)
{
  Beat *beat = lair_story_beat_new (LAIR_BEAT_DUNGEON, LAIR_SCENE_NONE);
  guint dungeon = event->dungeon_built.dungeon + 1;

  beat->pub.number = dungeon;
  for (guint i = 0; i < LAIR_N_SEATS; i++)
    if (lair_story_in_game (self, i))
      {
        LairBeatChange *change = lair_story_change_seat (beat, i);

        change->walks_in = TRUE;
        change->new_game = dungeon == 1;
        /* the bravery starts at the number of players */
        beat->bravery++;
      }
  self->dungeon = dungeon;
  self->room = NULL;
  /* Translators: a new dungeon begins; %u is 1 to 5 */
  g_ptr_array_add (beat->pub.lines, g_strdup_printf (_("Dungeon %u: the players walk in."), dungeon));
  lair_story_enqueue (self, beat);
}

/* The Monte cards face up in order, then swapped by the story's own
 * dice, ending as the game dealt them. The dice are seeded by the game,
 * dungeon and room, never drawn from the game's own stream: a game
 * resumed or watched again tells the same swaps. */
static void
tell_monte (LairStory    *self,
            LairRoomItem *room)
{
  Beat *show = lair_story_beat_new (LAIR_BEAT_SCENE, LAIR_SCENE_MONTE_SHOW);
  Beat *shuffle;
  gint dealt[3], order[3];
  guint n_random;
  guint64 seed = lair_game_session_get_seed (self->session);
  guint32 dice_seed[] = { seed & 0xffffffff, seed >> 32, self->dungeon, lair_room_item_get_number (room) };
  g_autoptr(GRand) dice = g_rand_new_with_seed_array (dice_seed, G_N_ELEMENTS (dice_seed));
  g_autoptr(GString) words = g_string_new (NULL);

  lair_room_item_get_cards (room, dealt);
  /* face up from best to worst */
  memcpy (order, dealt, sizeof order);
  for (guint i = 0; i < 3; i++)
    for (guint j = i + 1; j < 3; j++)
      if (order[j] > order[i])
        {
          gint t = order[i];

          order[i] = order[j];
          order[j] = t;
        }

  memcpy (show->pub.scene.start_cards, order, sizeof order);
  memcpy (show->pub.scene.cards, order, sizeof order);
  /* the worst card may be a push, which gives nothing */
  if (order[2] == 0 && order[1] > 0)
    g_ptr_array_add (show->pub.lines,
                     g_strdup_printf (_("The dealer shows three cards: %+d and %+d gems, and one that gives nothing."),
                                      order[0], order[1]));
  else
    g_ptr_array_add (show->pub.lines,
                     g_strdup_printf (_("The dealer shows three cards: %+d, %+d and %+d gems."),
                                      order[0], order[1], order[2]));
  lair_story_enqueue (self, show);

  shuffle = lair_story_beat_new (LAIR_BEAT_SCENE, LAIR_SCENE_MONTE_SHUFFLE);
  memcpy (shuffle->pub.scene.start_cards, order, sizeof order);
  memcpy (shuffle->pub.scene.cards, dealt, sizeof dealt);
  n_random = g_rand_int_range (dice, 3, 6);
  for (guint s = 0; s < n_random; s++)
    {
      guint a = g_rand_int_range (dice, 0, 3);
      guint b = (a + g_rand_int_range (dice, 1, 3)) % 3;
      gint t;

      shuffle->pub.scene.swaps[shuffle->pub.scene.n_swaps][0] = MIN (a, b);
      shuffle->pub.scene.swaps[shuffle->pub.scene.n_swaps][1] = MAX (a, b);
      shuffle->pub.scene.n_swaps++;
      t = order[a];
      order[a] = order[b];
      order[b] = t;
    }
  /* then straight to the deal */
  for (guint i = 0; i < 3 && shuffle->pub.scene.n_swaps < LAIR_SCENE_MAX_SWAPS; i++)
    if (order[i] != dealt[i])
      for (guint j = i + 1; j < 3; j++)
        if (order[j] == dealt[i])
          {
            gint t = order[i];

            shuffle->pub.scene.swaps[shuffle->pub.scene.n_swaps][0] = i;
            shuffle->pub.scene.swaps[shuffle->pub.scene.n_swaps][1] = j;
            shuffle->pub.scene.n_swaps++;
            order[i] = order[j];
            order[j] = t;
            break;
          }
  /* one line for each swap */
  for (guint s = 0; s < shuffle->pub.scene.n_swaps; s++)
    g_ptr_array_add (shuffle->pub.lines,
                     g_strdup (lair_words_monte_swap (MIN (shuffle->pub.scene.swaps[s][0], shuffle->pub.scene.swaps[s][1]),
                                                      MAX (shuffle->pub.scene.swaps[s][0], shuffle->pub.scene.swaps[s][1]))));
  shuffle->pub.duration = 550 * shuffle->pub.scene.n_swaps;
  lair_story_enqueue (self, shuffle);
}

static void
room_entered (LairStory *self)
{
  GListModel *rooms = lair_game_session_get_rooms (self->session);
  guint n = g_list_model_get_n_items (rooms);
  g_autoptr(LairRoomItem) room = n > 0 ? g_list_model_get_item (rooms, n - 1) : NULL;
  Beat *beat;

  if (room == NULL)
    return;
  beat = lair_story_beat_new (LAIR_BEAT_FLIP, LAIR_SCENE_NONE);
  /* the rooms hold it */
  self->room = room;
  beat->pub.room = g_object_ref (room);
  /* its line is written as it turns, once its gems are counted */
  lair_story_enqueue (self, beat);

  if (lair_room_item_get_kind (room) == LAIR_ROOM_ADVENTURE &&
      lair_room_item_get_adventure (room) == LAIR_ADVENTURE_MONTE)
    tell_monte (self, room);
}

static void
gems_found (LairStory *self,
            gint       left)
{
  Beat *beat = lair_story_beat_new (LAIR_BEAT_SCENE, LAIR_SCENE_SHARE);

  beat->pub.scene.amount = left;
  if (left > 0)
    g_ptr_array_add (beat->pub.lines,
                     g_strdup_printf (dngettext (GETTEXT_PACKAGE,
                                                 "The gems are shared; %d is left on the floor.",
                                                 "The gems are shared; %d are left on the floor.", left),
                                      left));
  else
    g_ptr_array_add (beat->pub.lines, g_strdup (_("The gems are shared evenly.")));
  lair_story_enqueue (self, beat);

  if (left > 0 && self->room != NULL)
    {
      Beat *floor = lair_story_beat_new (LAIR_BEAT_FLOOR, LAIR_SCENE_NONE);

      floor->pub.duration = 0;
      floor->pub.room = g_object_ref (self->room);
      floor->pub.gems = left;
      lair_story_enqueue (self, floor);
    }
}

static void
gems_shared (LairStory *self,
             guint      i,
             gint       gems)
{
  Beat *beat = last_scene (self, LAIR_SCENE_SHARE, NULL);

  /* a share of nothing is no news */
  if (gems <= 0)
    return;
  if (beat == NULL)
    beat = lair_story_enqueue (self, lair_story_beat_new (LAIR_BEAT_SCENE, LAIR_SCENE_SHARE));
  beat->pub.scene.mask |= 1u << i;
  beat->pub.scene.values[i] = gems;
  lair_story_change_seat (beat, i)->hand += gems;
  g_ptr_array_add (beat->pub.lines,
                   g_strdup_printf (dngettext (GETTEXT_PACKAGE, "%s takes %d gem.", "%s takes %d gems.", gems),
                                    seat_name (self, i), gems));
}

static void
gold_found (LairStory *self,
            gint       value)
{
  Beat *beat = lair_story_beat_new (LAIR_BEAT_FLOOR, LAIR_SCENE_NONE);

  beat->pub.room = self->room != NULL ? g_object_ref (self->room) : NULL;
  beat->pub.bars = 1;
  beat->value = value;
  g_ptr_array_add (beat->pub.lines,
                   g_strdup_printf (_("A gold bar worth $%d lies on the floor for the next to leave."), value));
  lair_story_enqueue (self, beat);
}

static void
coins_found (LairStory *self,
             gint       side,
             gint       coins)
{
  Beat *beat;
  LairChoice way = side == 0 ? LAIR_CHOICE_LEFT : LAIR_CHOICE_RIGHT;

  if (self->room == NULL)
    return;
  beat = lair_story_beat_new (LAIR_BEAT_FORK, LAIR_SCENE_NONE);
  beat->pub.room = g_object_ref (self->room);
  beat->pub.side = side;
  beat->pub.gems = coins;
  for (guint i = 0; i < LAIR_N_SEATS; i++)
    if (self->choices[i] == way)
      beat->pub.scene.mask |= 1u << i;
  g_ptr_array_add (beat->pub.lines,
                   side == 0 ? g_strdup_printf (dngettext (GETTEXT_PACKAGE, "The left way holds %d coin.",
                                                           "The left way holds %d coins.", coins), coins)
                             : g_strdup_printf (dngettext (GETTEXT_PACKAGE, "The right way holds %d coin.",
                                                           "The right way holds %d coins.", coins), coins));
  lair_story_enqueue (self, beat);
}

static void
scout_reported (LairStory *self,
                gint       from,
                gint       to)
{
  if (from == to)
    note (self, g_strdup_printf (_("The scout says the lair lies in room %d."), from));
  else
    note (self, g_strdup_printf (_("The scout says the lair lies between rooms %d and %d."), from, to));
}

/* Every seat's choice, turned over at once: the first news of a decision */
static void
chose (LairStory *self,
       guint      i,
       LairChoice choice)
{
  Beat *beat = self->reveal;

  if (beat == NULL)
    {
      /* a dungeon told again is told after it was all played back: the
       * rooms are described as they were before the players chose */
      for (GList *l = self->beats.head; l != NULL; l = l->next)
        {
          Beat *queued = l->data;

          if (queued->pub.retold && queued->pub.kind == LAIR_BEAT_FLIP && !queued->described)
            {
              g_ptr_array_add (queued->pub.lines, lair_room_describe (queued->pub.room));
              queued->described = TRUE;
            }
        }
      for (guint k = 0; k < LAIR_N_SEATS; k++)
        self->choices[k] = LAIR_CHOICE_NONE;
      self->first_leave = NULL;
      beat = self->reveal = lair_story_enqueue (self, lair_story_beat_new (LAIR_BEAT_REVEAL, LAIR_SCENE_REVEAL));
      beat->pub.room = self->room != NULL ? g_object_ref (self->room) : NULL;
    }
  self->choices[i] = choice;
  beat->pub.scene.mask |= 1u << i;
  beat->pub.scene.picks[i] = choice;
  /* a seat that stays on keeps its word to the Devil for a room */
  if (choice != LAIR_CHOICE_LEAVE)
    lair_story_change_seat (beat, i)->obligation = -1;
}

/* The line of the choices, once they are all in */
static void
close_reveal (LairStory *self)
{
  Beat *beat = g_steal_pointer (&self->reveal);
  const char *names[LAIR_N_SEATS];
  LairChoice choices[LAIR_N_SEATS];
  guint n = 0;

  if (beat == NULL)
    return;
  for (guint i = 0; i < LAIR_N_SEATS; i++)
    if (beat->pub.scene.mask & (1u << i))
      {
        names[n] = seat_name (self, i);
        choices[n++] = beat->pub.scene.picks[i];
      }
  g_ptr_array_add (beat->pub.lines, lair_words_reveal (names, choices, n));
}

/* One seat's action shown over its token, and what it does to the seat:
 * the seats it happens to at once share one beat */
static void
mark (LairStory            *self,
      guint                 i,
      const char           *sprite,
      const LairBeatChange *change,
      char                 *text,
      char                 *line)
{
  Beat *beat = last_scene (self, LAIR_SCENE_MARK, sprite);

  if (beat == NULL)
    {
      beat = lair_story_enqueue (self, lair_story_beat_new (LAIR_BEAT_SCENE, LAIR_SCENE_MARK));
      beat->pub.scene.sprite = sprite;
      beat->pub.scene.seat = i;
    }
  *lair_story_change_seat (beat, i) = *change;
  beat->pub.scene.mask |= 1u << i;
  g_strlcpy (beat->pub.scene.texts[i], text, sizeof beat->pub.scene.texts[i]);
  g_free (text);
  g_ptr_array_add (beat->pub.lines, line);
}

static void
seat_action (LairStory       *self,
             const LairEvent *event)
{
  guint i = event->seat;
  const char *name = seat_name (self, i);

  switch (event->type)
    {
    case LAIR_EVENT_SUN_MOON:
      {
        Beat *beat = last_scene (self, LAIR_SCENE_SUN_MOON, NULL);
        gint amount = event->sun_moon.change;
        char *line;

        if (beat == NULL)
          {
            gint fixed[3] = { 0 };

            beat = lair_story_enqueue (self, lair_story_beat_new (LAIR_BEAT_SCENE, LAIR_SCENE_SUN_MOON));
            if (self->room != NULL)
              lair_room_item_get_cards (self->room, fixed);
            beat->pub.scene.detail = fixed[0];
            g_ptr_array_add (beat->pub.lines, g_strdup (fixed[0] == 0 ? _("The Sun pays, and the Moon takes.")
                                                                      : _("The Moon pays, and the Sun takes.")));
          }
        beat->pub.scene.mask |= 1u << i;
        beat->pub.scene.values[i] = amount;
        lair_story_change_seat (beat, i)->hand += amount;
        line = lair_words_sun_moon (name, event->sun_moon.choice == LAIR_CHOICE_SUN, amount);
        g_ptr_array_add (beat->pub.lines, line);
      }
      break;

    case LAIR_EVENT_MONTE:
      {
        Beat *beat = last_scene (self, LAIR_SCENE_MONTE_TURN, NULL);
        gint pick = self->choices[i] >= LAIR_CHOICE_CARD1 && self->choices[i] <= LAIR_CHOICE_CARD3
                    ? self->choices[i] - LAIR_CHOICE_CARD1 : -1;
        gint amount = event->monte.change;
        char *line;

        if (beat == NULL)
          {
            beat = lair_story_enqueue (self, lair_story_beat_new (LAIR_BEAT_SCENE, LAIR_SCENE_MONTE_TURN));
            if (self->room != NULL)
              lair_room_item_get_cards (self->room, beat->pub.scene.cards);
            g_ptr_array_add (beat->pub.lines, g_strdup_printf (_("The cards are turned over: %+d, %+d and %+d."),
                                                               beat->pub.scene.cards[0], beat->pub.scene.cards[1],
                                                               beat->pub.scene.cards[2]));
          }
        beat->pub.scene.mask |= 1u << i;
        beat->pub.scene.values[i] = amount;
        beat->pub.scene.picks[i] = pick;
        lair_story_change_seat (beat, i)->hand += amount;
        line = lair_words_monte (name, pick >= 0 ? (guint) pick : 1, event->monte.card, amount);
        g_ptr_array_add (beat->pub.lines, line);
      }
      break;

    case LAIR_EVENT_QUEEN_PAID:
      {
        gint n = event->queen_paid.gems;

        mark (self, i, "sprite-queen", &(LairBeatChange) { .hand = n }, g_strdup_printf ("+%d", n),
              g_strdup_printf (dngettext (GETTEXT_PACKAGE, "A Queen pays %s %d gem.", "A Queen pays %s %d gems.",
                                          n), name, n));
      }
      break;
    case LAIR_EVENT_TOLL_GIFT:
      {
        gint n = event->toll_gift.gems;

        mark (self, i, "sprite-gem", &(LairBeatChange) { .hand = n }, g_strdup_printf ("+%d", n),
              g_strdup_printf (dngettext (GETTEXT_PACKAGE, "The Ferryman gives %s %d gem for the toll.",
                                          "The Ferryman gives %s %d gems for the toll.", n), name, n));
      }
      break;
    case LAIR_EVENT_CHANGELING_STOLE:
      {
        gint n = event->changeling_stole.gems;

        mark (self, i, "sprite-changeling", &(LairBeatChange) { .hand = -n }, g_strdup_printf ("−%d", n),
              g_strdup_printf (dngettext (GETTEXT_PACKAGE, "A Changeling steals %2$d gem from %1$s.",
                                          "A Changeling steals %2$d gems from %1$s.", n), name, n));
      }
      break;
    case LAIR_EVENT_BANKED:
      {
        gint n = event->banked.gems, cash = event->banked.cash;

        mark (self, i, "sprite-coin", &(LairBeatChange) { .hand = -n, .chest = cash },
              lair_words_money (cash),
              g_strdup_printf (dngettext (GETTEXT_PACKAGE, "%s gives the Banker %d gem for $%d.",
                                          "%s gives the Banker %d gems for $%d.", n), name, n, cash));
      }
      break;
    case LAIR_EVENT_TOLL_PAID:
      {
        gint n = event->toll_paid.gems;

        mark (self, i, "sprite-gem", &(LairBeatChange) { .hand = -n }, g_strdup_printf ("−%d", n),
              g_strdup_printf (dngettext (GETTEXT_PACKAGE, "%s pays the Ferryman %d gem to cross the lava.",
                                          "%s pays the Ferryman %d gems to cross the lava.", n), name, n));
      }
      break;
    case LAIR_EVENT_COINS_SHARED:
      {
        gint n = event->coins_shared.coins;

        mark (self, i, "sprite-coin", &(LairBeatChange) { .chest = n }, g_strdup_printf ("+%d", n),
              g_strdup_printf (dngettext (GETTEXT_PACKAGE, "%s puts %d coin in the chest.",
                                          "%s puts %d coins in the chest.", n), name, n));
      }
      break;
    case LAIR_EVENT_MUSHROOM:
      {
        gint n = event->mushroom.shares;

        mark (self, i, "sprite-mushroom", &(LairBeatChange) { .shares = n }, g_strdup_printf ("×%d", n),
              event->mushroom.ate
                ? g_strdup_printf (dngettext (GETTEXT_PACKAGE, "%s eats the mushroom and is now %d share big.",
                                              "%s eats the mushroom and is now %d shares big.", n), name, n)
                : g_strdup_printf (dngettext (GETTEXT_PACKAGE, "%s did not eat, and is now %d share big.",
                                              "%s did not eat, and is now %d shares big.", n), name, n));
      }
      break;
    case LAIR_EVENT_DEAL:
      {
        gint n = event->deal.rooms, cash = event->deal.cash;

        /* the room the deal is signed in is the first it pays for */
        mark (self, i, "sprite-contract", &(LairBeatChange) { .chest = cash, .obligation = n - 1 },
              lair_words_money (cash),
              g_strdup_printf (dngettext (GETTEXT_PACKAGE, "%s signs the Devil’s deal: %d room for $%d.",
                                          "%s signs the Devil’s deal: %d rooms for $%d.", n), name, n, cash));
      }
      break;
    case LAIR_EVENT_CARRY:
      {
        gboolean changeling = event->carry.changeling;

        mark (self, i, changeling ? "sprite-changeling" : "sprite-queen",
              &(LairBeatChange) { .queens = !changeling, .changelings = changeling }, g_strdup (""),
              changeling ? g_strdup_printf (_("%s picks up a Changeling."), name)
                         : g_strdup_printf (_("%s picks up a Queen."), name));
      }
      break;
    case LAIR_EVENT_GAME_STARTED:
    case LAIR_EVENT_DUNGEON_BUILT:
    case LAIR_EVENT_ROOM_ENTERED:
    case LAIR_EVENT_BATS:
    case LAIR_EVENT_GEMS_FOUND:
    case LAIR_EVENT_GEMS_SHARED:
    case LAIR_EVENT_GOLD_FOUND:
    case LAIR_EVENT_SCOUT_REPORT:
    case LAIR_EVENT_DECISION:
    case LAIR_EVENT_CHOICE:
    case LAIR_EVENT_LEAVERS:
    case LAIR_EVENT_SEAT_LEFT:
    case LAIR_EVENT_COINS_FOUND:
    case LAIR_EVENT_SPIDER:
    case LAIR_EVENT_BRAVERY:
    case LAIR_EVENT_DUNGEON_FINISHED:
    case LAIR_EVENT_GAME_FINISHED:
    case LAIR_N_EVENTS:
    default:
      g_assert_not_reached ();
    }
}

static void
seat_left (LairStory       *self,
           const LairEvent *event)
{
  Beat *beat = lair_story_beat_new (LAIR_BEAT_LEAVE, LAIR_SCENE_LEAVE);
  guint i = event->seat;
  gint gems = event->seat_left.gems, bars = event->seat_left.bars;
  gint value = event->seat_left.bars_value, coins = event->seat_left.coins;

  beat->pub.scene.seat = i;
  beat->pub.scene.mask = 1u << i;
  /* the bravery drops as the first of the decision's leavers walks out
   * (see bravery_changed()); the rooms running out is no decision */
  if (!(event->seat_left.flags & LAIR_LEAVE_EXHAUSTED) && self->first_leave == NULL)
    self->first_leave = beat;
  /* the take goes into the chest: the hand with its share of the floor,
   * the gold bars and the Sphinx's coins */
  *lair_story_change_seat (beat, i) = (LairBeatChange) {
    .outcome = LAIR_OUTCOME_LEFT,
    .outcome_gems = gems,
    .outcome_bars = bars,
    .outcome_bar_value = value,
    .outcome_coins = coins,
    .chest = gems + value + coins,
    .gold_bars = bars,
    .bar_value = value,
  };
  /* whole sentences, each with its own plural: a language that declines
   * the gems after "with" says so in its own words */
  g_ptr_array_add (beat->pub.lines,
                   g_strdup_printf (dngettext (GETTEXT_PACKAGE, "%s leaves with %d gem.", "%s leaves with %d gems.",
                                               gems), seat_name (self, i), gems));
  if (bars > 0)
    g_ptr_array_add (beat->pub.lines,
                     g_strdup_printf (dngettext (GETTEXT_PACKAGE, "%s also takes %d gold bar, worth $%d.",
                                                 "%s also takes %d gold bars, worth $%d.", bars),
                                      seat_name (self, i), bars, value));
  if (coins > 0)
    g_ptr_array_add (beat->pub.lines,
                     g_strdup_printf (dngettext (GETTEXT_PACKAGE, "%s also takes %d coin.",
                                                 "%s also takes %d coins.", coins), seat_name (self, i), coins));
  if (bars > 0)
    g_snprintf (beat->pub.scene.text, sizeof beat->pub.scene.text, "+%d, $%d", gems, value);
  else
    g_snprintf (beat->pub.scene.text, sizeof beat->pub.scene.text, "+%d", gems);

  lair_story_enqueue (self, beat);
}

/* The rules say what the bravery came to: it drops as the decision's
 * first leaver walks out */
static void
bravery_changed (LairStory       *self,
                 const LairEvent *event)
{
  gint drop = event->bravery.old - event->bravery.bravery;

  if (drop == 0)
    return;
  if (self->first_leave != NULL && g_queue_find (&self->beats, self->first_leave) != NULL)
    self->first_leave->bravery_drop = drop;
}

static void
spider_struck (LairStory       *self,
               const LairEvent *event)
{
  Beat *beat = last_scene (self, LAIR_SCENE_SPIDER, NULL);
  guint i = event->seat;
  gint gems = event->spider.gems;
  char *line;

  if (beat == NULL)
    {
      beat = lair_story_enqueue (self, lair_story_beat_new (LAIR_BEAT_SPIDER, LAIR_SCENE_SPIDER));
      g_ptr_array_add (beat->pub.lines, g_strdup (_("The spider comes out of its lair!")));
    }
  beat->pub.scene.mask |= 1u << i;
  beat->pub.scene.values[i] = gems;
  *lair_story_change_seat (beat, i) = (LairBeatChange) { .outcome = LAIR_OUTCOME_SCARED, .outcome_gems = gems };
  if (gems > 0)
    line = g_strdup_printf (dngettext (GETTEXT_PACKAGE,
                                       "The spider scares %s out, and %d gem is lost.",
                                       "The spider scares %s out, and %d gems are lost.", gems),
                            seat_name (self, i), gems);
  else
    /* Translators: a seat scared out with nothing in hand to lose */
    line = g_strdup_printf (_("The spider scares %s out."), seat_name (self, i));
  g_ptr_array_add (beat->pub.lines, line);
}

static void
dungeon_finished (LairStory       *self,
                  const LairEvent *event)
{
  Beat *beat = lair_story_beat_new (LAIR_BEAT_SUMMARY, LAIR_SCENE_NONE);
  gint left_behind = event->dungeon_finished.left_behind;
  char *line;

  line = lair_dungeon_ending_text (event->dungeon_finished.depth, event->dungeon_finished.lair_room);
  g_ptr_array_add (beat->pub.lines, line);
  if (left_behind > 0)
    {
      /* Translators: money that nobody took out of the dungeon; English
       * says "was" of any sum, a language that says "were" of several
       * dollars has a plural form for it */
      line = g_strdup_printf (dngettext (GETTEXT_PACKAGE, "$%d was left behind in the dungeon.",
                                         "$%d was left behind in the dungeon.", left_behind),
                              left_behind);
      g_ptr_array_add (beat->pub.lines, line);
    }
  lair_story_enqueue (self, beat);
}

/* Each dungeon's report follows the game's events, its seats numbered as
 * the game's players are. A game taken up again was not seen from its
 * start: its reports start from the chests the earlier dungeons left. */
static void
report_event (LairStory       *self,
              const LairEvent *event)
{
  LairEvent told = *event;
  guint n_players = 0;

  /* the seats in the game: the session tells their number only once the
   * step is over */
  for (guint i = 0; i < LAIR_N_SEATS; i++)
    n_players += lair_story_in_game (self, i);

  if (event->type == LAIR_EVENT_GAME_STARTED)
    for (guint d = 0; d < LAIR_N_DUNGEONS; d++)
      g_clear_object (&self->reports[d]);
  if (event->type == LAIR_EVENT_DUNGEON_BUILT && self->reports[event->dungeon_built.dungeon] == NULL)
    {
      gint d = event->dungeon_built.dungeon;

      self->reports[d] = lair_dungeon_report_new_for_dungeon (n_players, d);
      for (guint i = 0; i < LAIR_N_SEATS && d > 0; i++)
        {
          gint p = lair_seat_get_player (lair_game_session_get_seat (self->session, i));

          gint chest = lair_game_session_get_dungeon_chest (self->session, i, d - 1);

          if (p >= 0 && chest >= 0)
            lair_dungeon_report_set_chest_before (self->reports[d], p, chest);
        }
    }
  if (told.seat >= 0)
    told.seat = lair_seat_get_player (lair_game_session_get_seat (self->session, told.seat));
  for (guint d = 0; d < LAIR_N_DUNGEONS; d++)
    if (self->reports[d] != NULL)
      lair_dungeon_report_add_event (self->reports[d], &told);
}

void
lair_story_event_cb (LairStory       *self,
                     const LairEvent *event)
{
  report_event (self, event);
  if (event->type != LAIR_EVENT_CHOICE)
    close_reveal (self);

  switch (event->type)
    {
    case LAIR_EVENT_DUNGEON_BUILT:
      dungeon_built (self, event);
      break;
    case LAIR_EVENT_ROOM_ENTERED:
      room_entered (self);
      break;
    case LAIR_EVENT_BATS:
      {
        Beat *beat = lair_story_beat_new (LAIR_BEAT_SCENE, LAIR_SCENE_BATS);

        g_ptr_array_add (beat->pub.lines, g_strdup_printf (_("Bats fly up from the dark of room %d!"),
                                                           event->bats.room));
        lair_story_enqueue (self, beat);
      }
      break;
    case LAIR_EVENT_GEMS_FOUND:
      gems_found (self, event->gems_found.floor);
      break;
    case LAIR_EVENT_GEMS_SHARED:
      gems_shared (self, event->seat, event->gems_shared.gems);
      break;
    case LAIR_EVENT_GOLD_FOUND:
      gold_found (self, event->gold_found.value);
      break;
    case LAIR_EVENT_COINS_FOUND:
      coins_found (self, event->coins_found.side, event->coins_found.coins);
      break;
    case LAIR_EVENT_SCOUT_REPORT:
      scout_reported (self, event->scout_report.from, event->scout_report.to);
      break;
    case LAIR_EVENT_CHOICE:
      chose (self, event->seat, event->choice.choice);
      break;
    case LAIR_EVENT_SEAT_LEFT:
      seat_left (self, event);
      break;
    case LAIR_EVENT_BRAVERY:
      bravery_changed (self, event);
      break;
    case LAIR_EVENT_SPIDER:
      spider_struck (self, event);
      break;
    case LAIR_EVENT_DUNGEON_FINISHED:
      dungeon_finished (self, event);
      break;
    case LAIR_EVENT_QUEEN_PAID:
    case LAIR_EVENT_TOLL_GIFT:
    case LAIR_EVENT_CHANGELING_STOLE:
    case LAIR_EVENT_BANKED:
    case LAIR_EVENT_SUN_MOON:
    case LAIR_EVENT_MONTE:
    case LAIR_EVENT_TOLL_PAID:
    case LAIR_EVENT_COINS_SHARED:
    case LAIR_EVENT_MUSHROOM:
    case LAIR_EVENT_DEAL:
    case LAIR_EVENT_CARRY:
      seat_action (self, event);
      break;
    case LAIR_EVENT_GAME_STARTED:
    case LAIR_EVENT_DECISION:
    case LAIR_EVENT_LEAVERS:
    case LAIR_EVENT_GAME_FINISHED:
    case LAIR_N_EVENTS:
    default:
      break;
    }
}

/* The players moved on without a story to tell it: a game taken up where
 * it was left. The story goes on from there: the dungeon its summary
 * names, and the room its coins and gold are found in. */
void
lair_story_moved_cb (LairStory *self)
{
  GListModel *rooms = lair_game_session_get_rooms (self->session);
  guint n_rooms = g_list_model_get_n_items (rooms);

  if (self->holding || lair_game_session_get_phase (self->session) != LAIR_SESSION_PLAYING)
    return;
  self->dungeon = lair_game_session_get_dungeon (self->session);
  if (n_rooms > 0)
    {
      g_autoptr(LairRoomItem) room = g_list_model_get_item (rooms, n_rooms - 1);

      /* the rooms hold it, as for a room revealed */
      self->room = room;
    }
}

/* A seat changing hands, told in its place in the story: at once when
 * nothing is being shown, else after what the players have still to see,
 * without holding the game */
void
lair_story_seat_handed_cb (LairStory *self,
                           LairSeat  *seat,
                           gboolean   computer)
{
  g_autofree char *line = lair_words_seat_handed (lair_seat_get_name (seat), computer);
  Beat *beat;

  if (!self->holding)
    {
      lair_story_tell_line (self, line);
      return;
    }
  beat = lair_story_beat_new (LAIR_BEAT_NOTE, LAIR_SCENE_NONE);
  beat->pub.duration = 0;
  g_ptr_array_add (beat->pub.lines, g_steal_pointer (&line));
  lair_story_enqueue (self, beat);
}
