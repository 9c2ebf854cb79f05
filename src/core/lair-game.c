/* lair-game.c — the steps of a game
 *
 * Order inside one room: enter (carried Queens pay) → room effect →
 * carried Changelings steal → the decision → leavers take their shares →
 * the stayers' choices resolve → bravery.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "lair-game-private.h"
#include "lair-dungeon.h"
#include "lair-rules.h"

static void enter_next_room (LairGame *game);
static void decide          (LairGame         *game,
                             const LairChoice *choices);

/* Emits an event of @type_ for @seat_ whose @member_ of the union holds
 * the designated initializers that follow. The event is cleared first so
 * that the bytes of the union the type does not use are 0 whatever the
 * compiler does with a union's initializer: events are compared and
 * checksummed whole. Built only when someone listens to that type. */
#define emit(game_, type_, seat_, member_, ...) \
  G_STMT_START \
    { \
      if ((game_)->event_mask & LAIR_EVENT_MASK (type_)) \
        { \
          LairEvent event_; \
 \
          memset (&event_, 0, sizeof event_); \
          event_.type = (type_); \
          event_.seat = (seat_); \
          event_.member_ = (__typeof__ (event_.member_)) { __VA_ARGS__ }; \
          (game_)->event_func (&event_, (game_)->event_data); \
        } \
    } \
  G_STMT_END

/**
 * lair_game_config_init:
 * @config: the configuration to fill
 * @n_players: 1–9
 * @seed: the game seed
 *
 * A game of human seats with adventures chosen from zero usage counts.
 */
void
lair_game_config_init (LairGameConfig *config,
                       guint           n_players,
                       guint64         seed)
{
  memset (config, 0, sizeof *config);
  config->n_players = n_players;
  config->seed = seed;
  for (guint i = 0; i < LAIR_MAX_PLAYERS; i++)
    config->levels[i].kind = LAIR_AI_NORMAL;
}

LairGame *
lair_game_new (const LairGameConfig *config)
{
  LairGame *game = g_new0 (LairGame, 1);

  lair_game_reset (game, config);
  return game;
}

void
lair_game_free (LairGame *game)
{
  g_free (game);
}

/**
 * lair_game_reset:
 * @game: a game
 * @config: its configuration, copied
 *
 * Makes @game a new game of @config in the %LAIR_PHASE_NEW phase: adventures
 * chosen and personalities drawn. Keeps the event function. Allocates
 * nothing, so a simulation reuses one game.
 */
void
lair_game_reset (LairGame             *game,
                 const LairGameConfig *config)
{
  LairEventFunc func = game->event_func;
  gpointer data = game->event_data;
  guint64 mask = game->event_mask;
  LairRng setup;

  g_return_if_fail (config->n_players >= 1 && config->n_players <= LAIR_MAX_PLAYERS);

  memset (game, 0, sizeof *game);
  game->event_func = func;
  game->event_data = data;
  game->event_mask = mask;
  game->config = *config;
  game->n = config->n_players;
  game->undiscovered = 3;
  game->lair_index = -1;
  game->pos = -1;
  memcpy (game->usage, config->usage, sizeof game->usage);

  lair_rng_init (&setup, config->seed, LAIR_RNG_STREAM_SETUP);
  if (config->has_adventures)
    memcpy (game->adventures, config->adventures, sizeof game->adventures);
  else
    lair_adventures_choose (game->usage, &setup, game->adventures);

  for (guint i = 0; i < game->n; i++)
    {
      LairSeatState *seat = &game->seats[i];

      seat->computer = (config->computers >> i) & 1;
      seat->level = config->levels[i];
      lair_rng_init (&seat->rng, config->seed, LAIR_RNG_STREAM_SEAT + i);
      lair_personality_draw (&seat->personality, seat->level.kind, game->n, &seat->rng);
    }
}

/**
 * lair_game_set_event_func:
 * @game: a game
 * @func: (nullable): called with every event of the game
 * @user_data: for @func
 *
 * Sets the one listener of @game's events; it hears every type until
 * lair_game_set_event_mask() narrows them.
 */
void
lair_game_set_event_func (LairGame      *game,
                          LairEventFunc  func,
                          gpointer       user_data)
{
  game->event_func = func;
  game->event_data = user_data;
  game->event_mask = func != NULL ? LAIR_EVENT_MASK_ALL : 0;
}

/**
 * lair_game_set_event_mask:
 * @game: a game with an event function
 * @mask: LAIR_EVENT_MASK() of every type the function needs
 *
 * Emits only the events of @mask, so that a game played for statistics
 * does not build the many events nobody reads. Kept by lair_game_reset().
 */
void
lair_game_set_event_mask (LairGame *game,
                          guint64   mask)
{
  game->event_mask = game->event_func != NULL ? mask & LAIR_EVENT_MASK_ALL : 0;
}

static void
build_dungeon (LairGame *game)
{
  const LairDungeonScript *script = game->config.scripts[game->dungeon];
  LairAdventure adventure = game->adventures[game->dungeon];
  LairRng rng;
  gboolean used;

  lair_rng_init (&rng, game->config.seed, LAIR_RNG_STREAM_DUNGEON + game->dungeon);
  game->undiscovered++;

  if (script != NULL)
    {
      memcpy (game->rooms, script->rooms, script->n_rooms * sizeof (LairRoom));
      game->n_rooms = script->n_rooms;
      for (guint i = 0; i < game->n_rooms; i++)
        if (game->rooms[i].kind == LAIR_ROOM_ADVENTURE)
          game->rooms[i].adventure = adventure;
      lair_dungeon_number_parts (game->rooms, game->n_rooms);
      game->lair_index = lair_dungeon_convert_lair (game->rooms, game->n_rooms);
      lair_dungeon_draw_outcomes (game->rooms, game->n_rooms, game->lair_index, &rng);
      used = lair_dungeon_adventure_before_lair (game->rooms, game->n_rooms, game->lair_index);
    }
  else
    {
      guint8 adventure_at[LAIR_MAX_ROOMS];
      guint n_adventure;
      guint end;

      /* the layout knows where the adventure rooms stand: no scan of
       * the rooms for them */
      game->n_rooms = lair_dungeon_build_at (game->rooms, game->dungeon,
                                             game->undiscovered, adventure, &rng,
                                             adventure_at, &n_adventure);
      game->lair_index = lair_dungeon_convert_lair (game->rooms, game->n_rooms);
      /* an adventure without outcomes draws none */
      if (lair_adventure_has_outcome (adventure))
        lair_dungeon_draw_outcomes_at (game->rooms, game->n_rooms, adventure_at, n_adventure,
                                       game->lair_index, &rng);
      end = game->lair_index >= 0 ? (guint) game->lair_index : game->n_rooms;
      used = n_adventure > 0 && adventure_at[0] < end;
    }

  lair_usage_update (game->usage, adventure, used);

  emit (game, LAIR_EVENT_DUNGEON_BUILT, -1, dungeon_built,
        .dungeon = game->dungeon, .adventure = adventure, .adventure_before_lair = used,
        .rooms = game->n_rooms);
}

static void
start_dungeon (LairGame *game)
{
  build_dungeon (game);

  game->pos = -1;
  game->floor_gems = 0;
  game->n_floor_bars = 0;
  memset (game->branch_coins, 0, sizeof game->branch_coins);
  game->bravery = game->n;
  game->seen_types = 0;
  game->first_warning_room = 0;
  game->poisons_entered = 0;
  game->dead_entered = 0;
  game->decision = LAIR_DECISION_ROOM;
  game->scout_from = game->scout_to = 0;
  game->depth = 0;
  game->end = LAIR_END_NONE;
  game->carriers = 0;
  game->inside_mask = (1u << game->n) - 1;
  lair_game_count_ahead (game);

  for (guint i = 0; i < game->n; i++)
    {
      LairSeatState *seat = &game->seats[i];

      seat->inside = TRUE;
      seat->hand = 0;
      seat->shares = LAIR_SHARES_REGULAR;
      seat->queens = 0;
      seat->changelings = 0;
      seat->obligation = 0;
      seat->has_rumor_leave = FALSE;
      seat->rumor_leave = 0;
      seat->warnings_seen = 0;
      memset (seat->branch, -1, sizeof seat->branch);
    }

  enter_next_room (game);
}

/**
 * lair_game_start:
 * @game: a new game
 *
 * Builds the first dungeon and enters its first room.
 */
void
lair_game_start (LairGame *game)
{
  g_return_if_fail (game->phase == LAIR_PHASE_NEW);

  emit (game, LAIR_EVENT_GAME_STARTED, -1, game_started,
        .players = game->n, .computer_mask = game->config.computers);
  game->dungeon = 0;
  start_dungeon (game);
}

/**
 * lair_game_next_dungeon:
 * @game: a game whose dungeon is over
 *
 * Builds and enters the next dungeon.
 */
void
lair_game_next_dungeon (LairGame *game)
{
  g_return_if_fail (game->phase == LAIR_PHASE_DUNGEON_OVER);

  game->dungeon++;
  start_dungeon (game);
}

static void
finish_dungeon (LairGame      *game,
                LairDungeonEnd end)
{
  gint left_behind = game->floor_gems;

  for (guint i = 0; i < game->n_floor_bars; i++)
    left_behind += game->floor_bars[i];
  for (guint p = 0; p < LAIR_N_SPHINX_PARTS; p++)
    left_behind += game->branch_coins[p][0] + game->branch_coins[p][1];

  game->end = end;
  game->phase = game->dungeon + 1 >= LAIR_N_DUNGEONS ? LAIR_PHASE_GAME_OVER
                                                     : LAIR_PHASE_DUNGEON_OVER;
  emit (game, LAIR_EVENT_DUNGEON_FINISHED, -1, dungeon_finished,
        .end = end, .depth = game->depth,
        .lair_room = game->lair_index >= 0 ? game->lair_index + 1 : 0,
        .left_behind = left_behind, .dead_spiders = game->dead_entered);

  if (game->phase == LAIR_PHASE_GAME_OVER)
    emit (game, LAIR_EVENT_GAME_FINISHED, -1, game_finished,
          .winner_mask = lair_game_get_winners (game));
}

/**
 * lair_game_refresh_decision:
 * @game: a game at a decision
 *
 * Works out what stays the same for the whole of a decision: every seat's
 * options, the odds, the rumor, the take.
 */
void
lair_game_refresh_decision (LairGame *game)
{
  const LairRoom *room = lair_game_current_room (game);
  /* in a plain room everybody has the same two options */
  gboolean plain = game->decision == LAIR_DECISION_SPHINX_COINS ||
                   (game->decision == LAIR_DECISION_ROOM && room->kind != LAIR_ROOM_ADVENTURE);
  gint inside_shares = 0;
  guint n_inside = 0;
  guint32 inside_mask = 0;

  /* without a branch on which seats are inside, which changes as
   * they leave: a seat out adds nothing and has no options */
  for (guint i = 0; i < game->n; i++)
    {
      LairSeatState *seat = &game->seats[i];
      guint inside = seat->inside != 0;
      guint32 options;

      inside_mask |= inside << i;
      inside_shares += seat->shares & -(gint) inside;
      n_inside += inside;
      if (plain)
        options = seat->obligation > 0 ? LAIR_OPTION (LAIR_CHOICE_STAY)
                                       : LAIR_OPTION (LAIR_CHOICE_STAY) | LAIR_OPTION (LAIR_CHOICE_LEAVE);
      else
        options = lair_game_compute_options (game, i);
      seat->options = options & -inside;
    }
  game->inside_shares = inside_shares;
  game->n_inside = n_inside;
  game->inside_mask = inside_mask;
  lair_game_update_odds (game);
}

static void
begin_decision (LairGame        *game,
                LairDecisionKind kind)
{
  game->decision = kind;
  game->phase = LAIR_PHASE_DECISION;
  lair_game_refresh_decision (game);
  emit (game, LAIR_EVENT_DECISION, -1, decision, .room = game->pos + 1, .kind = kind);
}

static void
share_among_inside (LairGame     *game,
                    gint          amount,
                    gint         *out,
                    gint         *remainder)
{
  gint total = 0;
  gint given = 0;
  gint last_shares = -1;
  gint last_out = 0;

  /* lair_rules_split() over the seats inside (the others would get 0);
   * seats of the same size get the same, so each size is divided once */
  for (FOR_INSIDE (game, i, m))
    total += game->seats[i].shares;
  for (FOR_INSIDE (game, i, m))
    {
      gint shares = game->seats[i].shares;

      if (shares != last_shares)
        {
          last_shares = shares;
          last_out = total > 0 ? amount * shares / total : 0;
        }
      out[i] = last_out;
      given += last_out;
    }
  *remainder = amount - given;
}

/* share_among_inside() added to the hands at once; returns the gems
 * left on the floor */
static gint
share_into_hands (LairGame *game,
                  gint      amount)
{
  gint total = 0;
  gint given = 0;
  gint last_shares = -1;
  gint last_out = 0;

  /* over every seat, the seats out getting nothing: a loop of a known
   * length rather than one over the seats inside */
  for (guint i = 0; i < game->n; i++)
    total += game->seats[i].shares & -(gint) ((game->inside_mask >> i) & 1);
  for (guint i = 0; i < game->n; i++)
    {
      LairSeatState *seat = &game->seats[i];
      gint out;

      if (seat->shares != last_shares)
        {
          last_shares = seat->shares;
          last_out = total > 0 ? amount * last_shares / total : 0;
        }
      out = last_out & -(gint) ((game->inside_mask >> i) & 1);
      seat->hand += out;
      given += out;
    }
  return amount - given;
}

static void
enter_lair (LairGame *game)
{
  for (FOR_INSIDE (game, i, m))
    {
      LairSeatState *seat = &game->seats[i];

      emit (game, LAIR_EVENT_SPIDER, i, spider, .gems = seat->hand);
      seat->hand = 0;
      seat->queens = seat->changelings = 0;
      game->carriers &= ~(1u << i);
      seat->scares++;
      seat->inside = FALSE;
    }
  game->inside_mask = 0;
  finish_dungeon (game, LAIR_END_LAIR);
}

static void
enter_adventure (LairGame *game,
                 LairRoom *room)
{
  switch ((LairAdventure) room->adventure)
    {
    case LAIR_ADVENTURE_FERRYMAN:
      {
        gint toll = lair_rules_toll (room->arg);

        for (guint i = 0; i < game->n; i++)
          if (game->seats[i].inside)
            {
              game->seats[i].hand += toll;
              emit (game, LAIR_EVENT_TOLL_GIFT, i, toll_gift, .gems = toll);
            }
      }
      break;

    case LAIR_ADVENTURE_SCOUT:
      {
        gint x = lair_rules_scout_range (room->arg);
        guint inside = 0;

        game->scout_from = lair_dungeon_scout_range (room->arg, room->outcome[0],
                                                     game->pos + 2, game->n_rooms,
                                                     &game->scout_to);
        for (guint i = 0; i < game->n; i++)
          {
            LairSeatState *seat = &game->seats[i];
            double leave_at = room->outcome[0] + x - 1.5 * x;

            if (!seat->inside)
              continue;
            inside++;
            if (!seat->has_rumor_leave || leave_at > seat->rumor_leave)
              seat->rumor_leave = leave_at;
            seat->has_rumor_leave = TRUE;
          }
        emit (game, LAIR_EVENT_SCOUT_REPORT, -1, scout_report,
              .from = game->scout_from, .to = game->scout_to, .seats_inside = inside);
      }
      break;

    case LAIR_ADVENTURE_POISON:
      game->poisons_entered++;
      break;

    case LAIR_ADVENTURE_BANKER:
    case LAIR_ADVENTURE_SUN_MOON:
    case LAIR_ADVENTURE_MONTE:
    case LAIR_ADVENTURE_SPHINX:
    case LAIR_ADVENTURE_MUSHROOM:
    case LAIR_ADVENTURE_DEVIL:
    case LAIR_ADVENTURE_LITTLE_PEOPLE:
    case LAIR_N_ADVENTURES:
    default:
      break;
    }
}

static void
enter_next_room (LairGame *game)
{
  LairRoom *room;
  gint number;

  game->pos++;
  g_assert ((guint) game->pos < game->n_rooms);
  g_assert (game->inside_mask != 0);
  room = &game->rooms[game->pos];
  number = game->pos + 1;
  game->depth = number;
  game->decision = LAIR_DECISION_ROOM;

  emit (game, LAIR_EVENT_ROOM_ENTERED, -1, room_entered,
        .number = number, .index = game->pos, .kind = room->kind, .arg = room->arg,
        .adventure = room->adventure);
  if (number % 5 == 0)
    emit (game, LAIR_EVENT_BATS, -1, bats, .room = number);

  if (room->kind == LAIR_ROOM_LAIR)
    {
      game->ahead_of_type[room->arg]--;
      enter_lair (game);
      return;
    }

  for (guint i = 0; game->carriers != 0 && i < game->n; i++)
    {
      LairSeatState *seat = &game->seats[i];

      if (seat->inside && seat->queens > 0)
        {
          seat->hand += seat->queens;
          emit (game, LAIR_EVENT_QUEEN_PAID, i, queen_paid, .gems = seat->queens);
        }
    }

  switch ((LairRoomKind) room->kind)
    {
    /* each kind of room is also taken out of what lies ahead here, in
     * the one branch on the kind */
    case LAIR_ROOM_GEMS:
      {
        const guint8 *gems = lair_rules_gem_table ();
        gint got[LAIR_MAX_PLAYERS];
        gint remainder;

        for (guint b = 2; b <= MAX (game->n, 2); b++)
          game->ahead_gems[b] -= gems[b * LAIR_N_GEM_ROOMS + room->arg];

        /* lair_rules_gem_count (), whose table's rows 0 and 1 hold the
         * counts of a bravery of 2, as does any bravery below */
        room->value = gems[CLAMP (game->bravery, 0, LAIR_MAX_PLAYERS) * LAIR_N_GEM_ROOMS + room->arg];
        if (!(game->event_mask & (LAIR_EVENT_MASK (LAIR_EVENT_GEMS_FOUND) |
                                  LAIR_EVENT_MASK (LAIR_EVENT_GEMS_SHARED))))
          {
            /* nobody hears the shares: straight into the hands */
            game->floor_gems += share_into_hands (game, room->value);
            break;
          }
        share_among_inside (game, room->value, got, &remainder);
        game->floor_gems += remainder;
        emit (game, LAIR_EVENT_GEMS_FOUND, -1, gems_found, .gems = room->value, .floor = remainder);
        for (FOR_INSIDE (game, i, m))
          {
            game->seats[i].hand += got[i];
            emit (game, LAIR_EVENT_GEMS_SHARED, i, gems_shared, .gems = got[i]);
          }
      }
      break;

    case LAIR_ROOM_GOLD:
      game->ahead_gold--;
      room->value = lair_rules_gold_value (game->bars_in_chests, game->n);
      game->floor_bars[game->n_floor_bars++] = room->value;
      emit (game, LAIR_EVENT_GOLD_FOUND, -1, gold_found, .value = room->value);
      break;

    case LAIR_ROOM_WARNING:
      game->ahead_of_type[room->arg]--;
      game->seen_types |= 1u << room->arg;
      if (game->first_warning_room == 0)
        game->first_warning_room = number;
      for (guint i = 0; i < game->n; i++)
        game->seats[i].warnings_seen += (game->inside_mask >> i) & 1;
      break;

    case LAIR_ROOM_DEAD_SPIDER:
      game->dead_entered++;
      break;

    case LAIR_ROOM_ADVENTURE:
      game->ahead_thirds -= lair_game_adventure_thirds (game, room);
      enter_adventure (game, room);
      break;

    case LAIR_ROOM_LAIR:
    default:
      g_assert_not_reached ();
    }

  for (guint i = 0; game->carriers != 0 && i < game->n; i++)
    {
      LairSeatState *seat = &game->seats[i];
      gint stolen;

      if (!seat->inside || seat->changelings == 0)
        continue;
      stolen = MIN (seat->changelings, seat->hand);
      seat->hand -= stolen;
      emit (game, LAIR_EVENT_CHANGELING_STOLE, i, changeling_stole, .gems = stolen);
    }

  begin_decision (game, room->kind == LAIR_ROOM_ADVENTURE &&
                        room->adventure == LAIR_ADVENTURE_SPHINX
                        ? LAIR_DECISION_SPHINX_DIRECTION : LAIR_DECISION_ROOM);
}

/**
 * lair_game_get_options:
 * @game: a game
 * @seat: a seat
 *
 * Returns: the choices @seat may make now, as a mask of LAIR_OPTION(); 0
 * for a seat not inside or outside a decision
 */
guint32
lair_game_get_options (const LairGame *game,
                       guint           seat)
{
  g_return_val_if_fail (seat < LAIR_MAX_PLAYERS, 0);

  if (game->phase != LAIR_PHASE_DECISION || seat >= game->n)
    return 0;
  return game->seats[seat].options;
}

/* The options stay the same for the whole of a decision; they are worked
 * out when it begins. */
guint32
lair_game_compute_options (const LairGame *game,
                           guint           seat)
{
  const LairSeatState *s;
  const LairRoom *room;
  guint32 options;

  g_return_val_if_fail (seat < LAIR_MAX_PLAYERS, 0);

  s = &game->seats[seat];
  if (game->phase != LAIR_PHASE_DECISION || seat >= game->n || !s->inside)
    return 0;

  room = lair_game_current_room (game);
  options = LAIR_OPTION (LAIR_CHOICE_LEAVE);

  if (game->decision == LAIR_DECISION_SPHINX_DIRECTION)
    options |= LAIR_OPTION (LAIR_CHOICE_LEFT) | LAIR_OPTION (LAIR_CHOICE_RIGHT);
  else if (game->decision == LAIR_DECISION_SPHINX_COINS || room->kind != LAIR_ROOM_ADVENTURE)
    options |= LAIR_OPTION (LAIR_CHOICE_STAY);
  else
    {
      options |= lair_adventure_info (room->adventure)->options;
      /* the Banker takes only gems the hand holds */
      if (s->hand < 4)
        options &= ~LAIR_OPTION (LAIR_CHOICE_BANK4);
      if (s->hand < 8)
        options &= ~LAIR_OPTION (LAIR_CHOICE_BANK8);
      if (s->hand < 12)
        options &= ~LAIR_OPTION (LAIR_CHOICE_BANK12);
    }

  if (s->obligation > 0)
    options &= ~LAIR_OPTION (LAIR_CHOICE_LEAVE);

  return options;
}

/* The leavers of one decision take equal shares of the floor: gems,
 * gold bars dealt oldest first in seat order, and each Sphinx branch's
 * leftover coins among the leavers who walked it. */
static void
leave_together (LairGame *game,
                guint32   leavers,
                guint     flags)
{
  guint n_leavers;
  gint gems_each;
  guint bars_each;
  guint k;
  gint bars[LAIR_MAX_PLAYERS] = { 0 };
  gint bar_value[LAIR_MAX_PLAYERS] = { 0 };
  gint coins[LAIR_MAX_PLAYERS] = { 0 };

  leavers &= (1u << game->n) - 1;
  n_leavers = lair_popcount (leavers);
  if (n_leavers == 0)
    return;

  gems_each = game->floor_gems / (gint) n_leavers;
  game->floor_gems -= gems_each * (gint) n_leavers;

  bars_each = game->n_floor_bars / n_leavers;
  k = 0;
  for (guint b = 0; b < bars_each * n_leavers; b++)
    {
      guint nth = b % n_leavers;
      guint seen = 0;

      for (guint i = 0; i < game->n; i++)
        if (leavers & (1u << i))
          {
            if (seen++ == nth)
              {
                bars[i]++;
                bar_value[i] += game->floor_bars[b];
                break;
              }
          }
      k++;
    }
  memmove (game->floor_bars, game->floor_bars + k, (game->n_floor_bars - k) * sizeof (gint));
  game->n_floor_bars -= k;

  for (guint p = 0; p < LAIR_N_SPHINX_PARTS; p++)
    for (gint side = 0; side < 2; side++)
      {
        guint walkers = 0;
        gint each;

        if (game->branch_coins[p][side] == 0)
          continue;
        for (guint32 m = leavers; m != 0; m &= m - 1)
          walkers += game->seats[__builtin_ctz (m)].branch[p] == side;
        if (walkers == 0)
          continue;
        each = game->branch_coins[p][side] / (gint) walkers;
        game->branch_coins[p][side] -= each * (gint) walkers;
        for (guint32 m = leavers; m != 0; m &= m - 1)
          if (game->seats[__builtin_ctz (m)].branch[p] == side)
            coins[__builtin_ctz (m)] += each;
      }

  emit (game, LAIR_EVENT_LEAVERS, -1, leavers,
        .count = n_leavers, .exhausted = (flags & LAIR_LEAVE_EXHAUSTED) != 0);

  for (guint32 m = leavers; m != 0; m &= m - 1)
    {
      guint i = __builtin_ctz (m);
      LairSeatState *seat = &game->seats[i];
      gint gems = seat->hand + gems_each;

      seat->chest += gems + bar_value[i] + coins[i];
      seat->gold_bars += bars[i];
      game->bars_in_chests += bars[i];
      game->undiscovered = MAX (0, game->undiscovered - bars[i]);
      seat->hand = 0;
      seat->queens = seat->changelings = 0;
      game->carriers &= ~(1u << i);
      seat->inside = FALSE;
      game->inside_mask &= ~(1u << i);
      emit (game, LAIR_EVENT_SEAT_LEFT, i, seat_left,
            .gems = gems, .bars = bars[i], .bars_value = bar_value[i], .coins = coins[i],
            .room = game->pos + 1, .flags = flags);
    }
}

static void
resolve_sun_moon (LairGame         *game,
                  const LairRoom   *room,
                  const LairChoice *choices)
{
  gint amount = lair_rules_sun_moon_amount (room->arg);

  /* the Sun first */
  for (LairChoice side = LAIR_CHOICE_SUN; side <= LAIR_CHOICE_MOON; side++)
    {
      gboolean pays = (side == LAIR_CHOICE_SUN) == (room->outcome[0] == 0);

      for (guint i = 0; i < game->n; i++)
        {
          LairSeatState *seat = &game->seats[i];
          gint delta;

          if (!seat->inside || choices[i] != side)
            continue;
          delta = pays ? amount : -MIN (amount, seat->hand);
          seat->hand += delta;
          emit (game, LAIR_EVENT_SUN_MOON, i, sun_moon, .choice = side, .change = delta);
        }
    }
}

static void
resolve_mushroom (LairGame         *game,
                  const LairRoom   *room,
                  const LairChoice *choices)
{
  gboolean grow = room->outcome[0] == 0;
  gboolean overgrown = FALSE;
  guint32 eaters = 0;

  for (guint i = 0; i < game->n; i++)
    if (game->seats[i].inside && choices[i] == LAIR_CHOICE_EAT)
      eaters |= 1u << i;
  if (eaters == 0)
    return;

  for (guint i = 0; i < game->n; i++)
    {
      LairSeatState *seat = &game->seats[i];

      if (!(eaters & (1u << i)))
        continue;
      if (grow && seat->shares >= LAIR_SHARES_MAX)
        overgrown = TRUE;
      else if (grow)
        seat->shares *= 2;
      else
        seat->shares = MAX (LAIR_SHARES_MIN, seat->shares / 2);
    }

  for (guint i = 0; i < game->n; i++)
    {
      LairSeatState *seat = &game->seats[i];
      gboolean ate = (eaters >> i) & 1;

      if (!seat->inside)
        continue;
      if (!ate && overgrown)
        seat->shares = MAX (LAIR_SHARES_MIN, seat->shares / 2);
      if (ate || overgrown)
        emit (game, LAIR_EVENT_MUSHROOM, i, mushroom, .shares = seat->shares, .ate = ate);
    }
}

static void
resolve_stayer (LairGame       *game,
                guint           i,
                const LairRoom *room,
                LairChoice      choice)
{
  LairSeatState *seat = &game->seats[i];

  switch ((int) choice)
    {
    case LAIR_CHOICE_BANK4:
    case LAIR_CHOICE_BANK8:
    case LAIR_CHOICE_BANK12:
      {
        gint gems = lair_rules_bank_gems (choice);
        gint cash = gems * 3 / 4;

        seat->hand -= gems;
        seat->chest += cash;
        emit (game, LAIR_EVENT_BANKED, i, banked, .gems = gems, .cash = cash);
      }
      break;

    case LAIR_CHOICE_PAY:
      {
        gint paid = MIN (lair_rules_toll (room->arg), seat->hand);

        seat->hand -= paid;
        emit (game, LAIR_EVENT_TOLL_PAID, i, toll_paid, .gems = paid);
      }
      break;

    case LAIR_CHOICE_CARD1:
    case LAIR_CHOICE_CARD2:
    case LAIR_CHOICE_CARD3:
      {
        gint card = room->outcome[choice - LAIR_CHOICE_CARD1];
        gint delta = card >= 0 ? card : -MIN (-card, seat->hand);

        seat->hand += delta;
        emit (game, LAIR_EVENT_MONTE, i, monte, .card = card, .change = delta);
      }
      break;

    case LAIR_CHOICE_DEAL3:
    case LAIR_CHOICE_DEAL4:
    case LAIR_CHOICE_DEAL5:
      {
        gint rooms = lair_rules_deal_rooms (choice);
        gint cash = lair_rules_deal_cash (choice);

        seat->chest += cash;
        seat->obligation += rooms - 1;
        emit (game, LAIR_EVENT_DEAL, i, deal, .rooms = rooms, .cash = cash);
      }
      break;

    case LAIR_CHOICE_CARRY:
      game->carriers |= 1u << i;
      if (room->outcome[0] == 0)
        seat->queens++;
      else
        seat->changelings++;
      emit (game, LAIR_EVENT_CARRY, i, carry, .changeling = room->outcome[0]);
      break;

    default:
      break;
    }
}

static void
sphinx_coin_room (LairGame         *game,
                  const LairRoom   *room,
                  const LairChoice *choices)
{
  guint part = MIN (room->arg, LAIR_N_SPHINX_PARTS) - 1;
  gint small = lair_rules_sphinx_coins (game->n);

  for (gint side = 0; side < 2; side++)
    {
      LairChoice way = side == 0 ? LAIR_CHOICE_LEFT : LAIR_CHOICE_RIGHT;
      gint coins = room->outcome[0] == side ? 2 * small : small;
      gint shares[LAIR_MAX_PLAYERS];
      gint got[LAIR_MAX_PLAYERS];
      gint remainder;

      for (guint i = 0; i < game->n; i++)
        {
          gboolean walks = game->seats[i].inside && choices[i] == way;

          shares[i] = walks ? game->seats[i].shares : 0;
          if (walks)
            game->seats[i].branch[part] = side;
        }
      lair_rules_split (coins, shares, game->n, got, &remainder);
      game->branch_coins[part][side] += remainder;
      emit (game, LAIR_EVENT_COINS_FOUND, -1, coins_found,
            .side = side, .coins = coins, .left = remainder);
      for (guint i = 0; i < game->n; i++)
        if (shares[i] > 0)
          {
            game->seats[i].chest += got[i];
            emit (game, LAIR_EVENT_COINS_SHARED, i, coins_shared, .coins = got[i]);
          }
    }
}

/**
 * lair_game_decide:
 * @game: a game waiting for a decision
 * @choices: one choice per seat; %LAIR_CHOICE_NONE for seats not inside
 * @bad_seat: (out) (optional): the first seat whose choice is not allowed
 *
 * Resolves the decision and goes on to the next decision, the end of the
 * dungeon or the end of the game.
 *
 * Returns: %FALSE, changing nothing, if a choice is not one of the seat's
 * options
 */
gboolean
lair_game_decide (LairGame         *game,
                  const LairChoice *choices,
                  guint            *bad_seat)
{
  g_return_val_if_fail (game->phase == LAIR_PHASE_DECISION, FALSE);

  for (guint i = 0; i < game->n; i++)
    {
      guint32 options = game->seats[i].options;
      gboolean ok = options == 0 ? choices[i] == LAIR_CHOICE_NONE
                                 : (choices[i] >= 0 && choices[i] < LAIR_N_CHOICES &&
                                    (options & LAIR_OPTION (choices[i])));
      if (!ok)
        {
          if (bad_seat != NULL)
            *bad_seat = i;
          return FALSE;
        }
    }

  decide (game, choices);
  return TRUE;
}

/* lair_game_decide() once the choices are known to be allowed */
static void
decide (LairGame         *game,
        const LairChoice *choices)
{
  const LairRoom *room = lair_game_current_room (game);
  guint32 leavers = 0;
  guint32 not_allowed = 0;
  guint n_leavers = 0;
  gint drop;

  if (game->event_mask & LAIR_EVENT_MASK (LAIR_EVENT_CHOICE))
    for (FOR_INSIDE (game, i, m))
      emit (game, LAIR_EVENT_CHOICE, i, choice, .choice = choices[i]);

  /* without a branch on the choices, which follow random draws */
  for (guint i = 0; i < game->n; i++)
    {
      LairSeatState *seat = &game->seats[i];
      guint inside = (game->inside_mask >> i) & 1;
      guint leaves = choices[i] == LAIR_CHOICE_LEAVE;

      not_allowed |= (LAIR_OPTION ((guint) choices[i] & 31) & ~seat->options) & -inside;
      leavers |= (leaves & inside) << i;
      /* stayers keep their word to the devil first, then make new deals;
       * an obliged seat cannot be among the leavers */
      seat->obligation -= inside & !leaves & (seat->obligation > 0);
    }
  n_leavers = lair_popcount (leavers);

  g_assert (not_allowed == 0);

  if (leavers != 0)
    leave_together (game, leavers,
                    game->decision == LAIR_DECISION_SPHINX_DIRECTION ? 0 : LAIR_LEAVE_LAST_DECISION);

  if (game->decision == LAIR_DECISION_SPHINX_DIRECTION)
    sphinx_coin_room (game, room, choices);
  else if (game->decision == LAIR_DECISION_SPHINX_COINS || room->kind != LAIR_ROOM_ADVENTURE)
    ;  /* staying in a plain room asks for nothing more */
  else if (room->adventure == LAIR_ADVENTURE_SUN_MOON)
    resolve_sun_moon (game, room, choices);
  else if (room->adventure == LAIR_ADVENTURE_MUSHROOM)
    resolve_mushroom (game, room, choices);
  else
    for (guint i = 0; i < game->n; i++)
      if (game->seats[i].inside)
        resolve_stayer (game, i, room, choices[i]);

  drop = lair_rules_bravery_drop (n_leavers, game->n);
  if (drop != 0)
    {
      emit (game, LAIR_EVENT_BRAVERY, -1, bravery,
            .bravery = game->bravery - drop, .old = game->bravery);
      game->bravery -= drop;
    }

  if (n_leavers == game->n_inside)
    {
      finish_dungeon (game, LAIR_END_LEFT);
      return;
    }

  if (game->decision == LAIR_DECISION_SPHINX_DIRECTION)
    {
      begin_decision (game, LAIR_DECISION_SPHINX_COINS);
      return;
    }

  if ((guint) game->pos + 1 >= game->n_rooms)
    {
      leave_together (game, game->inside_mask, LAIR_LEAVE_LAST_DECISION | LAIR_LEAVE_EXHAUSTED);
      finish_dungeon (game, LAIR_END_EXHAUSTED);
      return;
    }

  enter_next_room (game);
}

/**
 * lair_game_play_computers:
 * @game: a started game
 *
 * Lets the computer decide for every seat until the game is over, going
 * from dungeon to dungeon at once.
 */
void
lair_game_play_computers (LairGame *game)
{
  LairChoice choices[LAIR_MAX_PLAYERS];

  if (game->phase == LAIR_PHASE_NEW)
    lair_game_start (game);

  while (game->phase != LAIR_PHASE_GAME_OVER)
    {
      if (game->phase == LAIR_PHASE_DUNGEON_OVER)
        {
          lair_game_next_dungeon (game);
          continue;
        }
      lair_ai_choose_all (game, choices);
      /* the computers choose among the options, and for the seats
       * inside only (lair_ai_choose_all()) */
      decide (game, choices);
    }
}

/* Accessors */

LairPhase
lair_game_get_phase (const LairGame *game)
{
  return game->phase;
}

const LairGameConfig *
lair_game_get_config (const LairGame *game)
{
  return &game->config;
}

guint
lair_game_get_n_players (const LairGame *game)
{
  return game->n;
}

guint
lair_game_get_dungeon (const LairGame *game)
{
  return game->dungeon;
}

LairAdventure
lair_game_get_adventure (const LairGame *game,
                         guint           dungeon)
{
  g_return_val_if_fail (dungeon < LAIR_N_DUNGEONS, 0);
  return game->adventures[dungeon];
}

const gint *
lair_game_get_usage (const LairGame *game)
{
  return game->usage;
}

LairDecisionKind
lair_game_get_decision_kind (const LairGame *game)
{
  return game->decision;
}

/* The number of the room the players stand in, from 1; 0 before entering. */
gint
lair_game_get_room_number (const LairGame *game)
{
  return game->pos + 1;
}

guint
lair_game_get_n_rooms (const LairGame *game)
{
  return game->n_rooms;
}

const LairRoom *
lair_game_get_room (const LairGame *game,
                    guint           index)
{
  g_return_val_if_fail (index < game->n_rooms, NULL);
  return &game->rooms[index];
}

gint
lair_game_get_bravery (const LairGame *game)
{
  return game->bravery;
}

gint
lair_game_get_floor_gems (const LairGame *game)
{
  return game->floor_gems;
}

guint
lair_game_get_n_floor_bars (const LairGame *game)
{
  return game->n_floor_bars;
}

gint
lair_game_get_floor_bar_value (const LairGame *game)
{
  gint value = 0;

  for (guint i = 0; i < game->n_floor_bars; i++)
    value += game->floor_bars[i];
  return value;
}

/* Coins left in all Sphinx branches of this dungeon. */
gint
lair_game_get_branch_coins (const LairGame *game)
{
  gint coins = 0;

  for (guint p = 0; p < LAIR_N_SPHINX_PARTS; p++)
    coins += game->branch_coins[p][0] + game->branch_coins[p][1];
  return coins;
}

guint
lair_game_get_n_inside (const LairGame *game)
{
  guint n = 0;

  for (guint i = 0; i < game->n; i++)
    n += game->seats[i].inside;
  return n;
}

/* The last scout report of this dungeon, or 0. */
gint
lair_game_get_scout_report (const LairGame *game,
                            gint           *to_room)
{
  if (to_room != NULL)
    *to_room = game->scout_to;
  return game->scout_from;
}

/**
 * lair_game_get_winners:
 * @game: a game
 *
 * Most money wins; a tie goes to the most gold bars; a tie still standing
 * makes all of them winners.
 *
 * Returns: a mask of the winning seats
 */
guint32
lair_game_get_winners (const LairGame *game)
{
  guint32 winners = 0;
  gint best_chest = G_MININT;
  gint best_bars = G_MININT;

  for (guint i = 0; i < game->n; i++)
    {
      const LairSeatState *s = &game->seats[i];

      if (s->chest > best_chest || (s->chest == best_chest && s->gold_bars > best_bars))
        {
          best_chest = s->chest;
          best_bars = s->gold_bars;
          winners = 1u << i;
        }
      else if (s->chest == best_chest && s->gold_bars == best_bars)
        winners |= 1u << i;
    }
  return winners;
}

#define SEAT_GETTER(name, field)                                \
  gint                                                          \
  lair_game_seat_get_##name (const LairGame *game,              \
                             guint           seat)              \
  {                                                             \
    g_return_val_if_fail (seat < game->n, 0);                   \
    return game->seats[seat].field;                             \
  }

SEAT_GETTER (hand, hand)
SEAT_GETTER (chest, chest)
SEAT_GETTER (gold_bars, gold_bars)
SEAT_GETTER (shares, shares)
SEAT_GETTER (queens, queens)
SEAT_GETTER (changelings, changelings)
SEAT_GETTER (obligation, obligation)
SEAT_GETTER (scares, scares)

gboolean
lair_game_seat_is_inside (const LairGame *game,
                          guint           seat)
{
  g_return_val_if_fail (seat < game->n, FALSE);
  return game->seats[seat].inside;
}

gboolean
lair_game_seat_is_computer (const LairGame *game,
                            guint           seat)
{
  g_return_val_if_fail (seat < game->n, FALSE);
  return game->seats[seat].computer;
}

/* A human takes over a computer seat, or hands it to the computer. */
void
lair_game_set_seat_computer (LairGame *game,
                             guint     seat,
                             gboolean  computer)
{
  g_return_if_fail (seat < game->n);
  game->seats[seat].computer = computer;
}

/* The kind of computer player that decides for @seat when it is a
 * computer seat. */
const LairAiLevel *
lair_game_seat_get_level (const LairGame *game,
                          guint           seat)
{
  g_return_val_if_fail (seat < game->n, NULL);
  return &game->seats[seat].level;
}

const LairPersonality *
lair_game_seat_get_personality (const LairGame *game,
                                guint           seat)
{
  g_return_val_if_fail (seat < game->n, NULL);
  return &game->seats[seat].personality;
}
