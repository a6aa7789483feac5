import type { GalleryText } from "./types.ts";

/** The galleries: pictures drawn from the seed's scenes, each with its own caption. */
export const GALLERY_TEXTS: readonly GalleryText[] = [
  {
    key: "old-town-renewal",
    channel: "news",
    title: "组图：老街区改造一年，变了什么没变什么",
    keywords: ["城市更新", "老街区", "组图"],
    body: `东门老街区的改造工程启动一年，第一批十二栋老楼已经完成外立面修缮和管线更新。我们在同一个位置拍下了改造后的样子。
改造方案保留了街区原来的路网和大部分行道树，新增的是电梯、无障碍坡道和一座社区食堂。`,
    pictures: [
      { scene: "street", shape: "photo", caption: "改造后的东门主街，沿街商铺统一换上了木质招牌。" },
      {
        scene: "facade",
        shape: "tall",
        caption: "街区北口的老邮电局大楼，门廊和立柱按原样修复，改成了街区展览馆。",
      },
      { scene: "street", shape: "wide", caption: "傍晚的街口，新铺的透水砖下雨天不再积水。" },
      {
        scene: "interior",
        shape: "photo",
        caption: "改造后的老人活动室，朝南的窗户换成了双层玻璃，冬天不再漏风。",
      },
      { scene: "skyline", shape: "wide", caption: "从楼顶望出去，老街区和远处的新城区隔河相望。" },
      { scene: "platform", shape: "photo", caption: "街区地下新开通的地铁站，从站台走到老街只要五分钟。" },
      {
        scene: "plants",
        shape: "square",
        caption: "居民自发认养的街角花坛，新栽的绿植已经长满了一整个夏天。",
      },
      {
        scene: "facade",
        shape: "photo",
        caption: "街区东侧新建的社区服务中心，社区食堂和卫生站都搬了进来。",
      },
    ],
  },
  {
    key: "celadon-exhibition",
    channel: "culture",
    title: "组图：秋季特展开幕，十件镇馆之宝先睹为快",
    keywords: ["特展", "青瓷", "书画", "组图"],
    body: `市博物馆秋季特展“青与墨”今天开幕，展出馆藏青瓷与书画精品八十余件，其中十件为首次展出。
展期三个月，观众需提前在线预约，每天上午和下午各有一场专家导览。`,
    pictures: [
      { scene: "vessel", shape: "tall", caption: "展厅入口的宋代青瓷梅瓶，是这次特展的海报主角。" },
      { scene: "ink", shape: "wide", caption: "明代山水长卷首次完整展开，全长超过六米。" },
      { scene: "vessel", shape: "square", caption: "一组青瓷碗按烧造年代排开，釉色由青转绿的变化一目了然。" },
      { scene: "shelves", shape: "photo", caption: "古籍展柜里的刻本，翻开的是记载当地窑址的一页。" },
      { scene: "macro", shape: "square", caption: "放大镜下的釉面开片，细如发丝。" },
      { scene: "interior", shape: "photo", caption: "展厅中央复原了一间文人书房，桌上摆着笔墨纸砚。" },
      { scene: "ink", shape: "tall", caption: "一幅清代花鸟立轴，装裱是今年刚完成修复的。" },
      { scene: "stage", shape: "wide", caption: "开幕式上，本地昆曲剧团演唱了一段与瓷器有关的唱段。" },
      { scene: "vessel", shape: "photo", caption: "特展唯一的一件元代器物，放在独立展柜里。" },
      { scene: "facade", shape: "photo", caption: "开幕当天，博物馆门口排起了预约入场的队伍。" },
    ],
  },
  {
    key: "weekday-dinners",
    channel: "life",
    title: "组图：一周七天的家常晚饭，每顿不超过半小时",
    keywords: ["家常菜", "晚饭", "组图"],
    body: `下班回家只有半小时做饭？一位双职工家庭的妈妈记录了自家一周的晚饭，每顿两菜一汤，食材周末一次买齐。
她的经验是：周末把肉分好份冷冻，蔬菜洗净沥干装盒，工作日回家直接下锅。`,
    pictures: [
      { scene: "food", shape: "photo", caption: "周一：青椒肉丝、清炒油麦菜和紫菜蛋花汤。" },
      { scene: "food", shape: "square", caption: "周二：红烧豆腐，配一碗杂粮饭。" },
      { scene: "plants", shape: "photo", caption: "阳台上种的小葱和香菜，做汤时随手掐一把。" },
      { scene: "food", shape: "wide", caption: "周三：番茄牛腩提前一晚炖好，回家热一下就能吃。" },
      { scene: "desk", shape: "photo", caption: "摊在餐桌上的一周菜单和购物清单，吃过的菜孩子会画一个勾。" },
      { scene: "food", shape: "tall", caption: "周五：全家一起包的饺子，一次包够下周的早饭。" },
    ],
  },
  {
    key: "city-marathon",
    channel: "sports",
    title: "组图：城市马拉松鸣枪，三万名跑者穿城而过",
    keywords: ["马拉松", "全民健身", "组图"],
    body: `今天早上七点半，城市马拉松在市体育中心鸣枪，全程、半程和迷你跑共三万名跑者参赛。赛道沿江而行，穿过老城和新区。
男子全程冠军成绩为2小时11分，刷新了赛事纪录；女子组冠军是一位连续第三年参赛的本地跑者。`,
    pictures: [
      { scene: "track", shape: "wide", caption: "起点的体育中心跑道，跑者按分区依次出发。" },
      { scene: "street", shape: "photo", caption: "赛道经过老城区，沿街居民在家门口为跑者加油。" },
      { scene: "skyline", shape: "wide", caption: "沿江路段，跑者身后是新区的天际线。" },
      { scene: "board", shape: "photo", caption: "终点的大屏实时滚动显示每位跑者的成绩和配速。" },
      { scene: "pitch", shape: "photo", caption: "终点设在体育场内，最后一百米铺上了红色地毯。" },
      {
        scene: "court",
        shape: "square",
        caption: "赛后恢复区设在体育中心的网球馆里，理疗师为跑者拉伸放松。",
      },
      { scene: "street", shape: "tall", caption: "一位跑者推着轮椅上的父亲一起完成了迷你跑。" },
      { scene: "pool", shape: "photo", caption: "游泳馆改成了临时存包处，跑者赛后在这里领回物品。" },
      { scene: "track", shape: "square", caption: "全程冠军冲线的瞬间，计时牌停在2小时11分。" },
      { scene: "platform", shape: "photo", caption: "赛后地铁站加开了临时班次，疏散只用了四十分钟。" },
      { scene: "fields", shape: "wide", caption: "赛道最后五公里经过江边湿地公园。" },
      { scene: "pitch", shape: "photo", caption: "颁奖仪式后，冠军和志愿者们在草坪上合影。" },
    ],
  },
  {
    key: "tech-expo",
    channel: "tech",
    title: "组图：科技博览会探馆，从芯片到家用机器人",
    keywords: ["博览会", "芯片", "机器人", "组图"],
    body: `第十届科技博览会明天开幕，今天我们提前进馆看了看。今年的三个主展区分别是芯片与计算、智能终端和智慧家居。
主办方介绍，今年参展企业超过六百家，其中三分之一是第一次参展的本地初创公司。`,
    pictures: [
      { scene: "circuit", shape: "wide", caption: "芯片展区的巨幅电路板模型，观众可以走进去看走线。" },
      {
        scene: "device",
        shape: "photo",
        caption: "一家本地企业展出的折叠屏样机，铰链可以反复开合二十万次。",
      },
      { scene: "racks", shape: "tall", caption: "算力展区复原了一排数据中心机柜，液冷管道清晰可见。" },
      { scene: "desk", shape: "photo", caption: "开发者论坛的讲稿和议程，今年的主题是手机上运行的大模型。" },
      { scene: "device", shape: "square", caption: "可穿戴设备展台，一块手表能连续监测血氧和心率。" },
      { scene: "interior", shape: "photo", caption: "智慧家居样板间，灯光和窗帘会跟着主人的作息自动调整。" },
      { scene: "circuit", shape: "square", caption: "显微镜下的芯片晶圆，每一格都是一颗完整的芯片。" },
      { scene: "board", shape: "photo", caption: "展馆入口的大屏实时显示各展区的人流。" },
      { scene: "stage", shape: "wide", caption: "开幕前一晚，主会场的舞台在彩排发布会的灯光。" },
    ],
  },
  {
    key: "court-open-day",
    channel: "law",
    title: "组图：法院开放日，市民走进审判庭",
    keywords: ["法院开放日", "普法", "组图"],
    body: `市中级人民法院举办公众开放日，两百多名市民报名参加，参观了审判庭、诉讼服务中心和档案室。
开放日还安排了一场模拟庭审，由法官和志愿者还原了一起常见的民间借贷纠纷。`,
    pictures: [
      { scene: "facade", shape: "wide", caption: "法院正门，参观的市民在门口登记入场。" },
      { scene: "interior", shape: "photo", caption: "诉讼服务中心的调解室，布置得像一间普通的客厅。" },
      { scene: "desk", shape: "photo", caption: "模拟庭审用的起诉状和证据材料，志愿者提前一周就准备好了。" },
      { scene: "shelves", shape: "tall", caption: "档案室里按年份排列的卷宗，最早的可以追溯到五十年代。" },
      { scene: "interior", shape: "wide", caption: "少年法庭采用圆桌布置，让未成年当事人少一点紧张。" },
      { scene: "desk", shape: "square", caption: "参观者在留言本上写下对法院工作的建议。" },
      { scene: "facade", shape: "photo", caption: "法院新落成的诉讼服务大楼，开放日当天第一次对市民开放。" },
    ],
  },
];
